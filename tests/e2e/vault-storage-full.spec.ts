import { expect, test, type Page } from '@playwright/test';
import { makeBmp } from './support/bmp';
import { readKey, sampleVault, seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';
import { chooseFiles } from './support/choose-files';

/** Fills localStorage to the last character with filler keys; returns what it measured. */
function fillStorage(page: Page) {
  return page.evaluate(() => {
    const started = performance.now();
    let chunk = 1024 * 1024;
    let n = 0;
    let filled = 0;
    while (chunk >= 1) {
      try {
        localStorage.setItem(`filler_${n}`, 'x'.repeat(chunk));
        n += 1;
        filled += chunk;
      } catch {
        chunk = Math.floor(chunk / 2);
      }
    }
    let used = 0;
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      used += key.length + localStorage.getItem(key)!.length;
    }
    return { filled, used, ms: Math.round(performance.now() - started) };
  });
}

const freeStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('filler_'))
      .forEach((k) => localStorage.removeItem(k)),
  );

/**
 * Waits until the library has sent its changes: sending empties its queue and rewrites its
 * snapshot without the removed title, which frees space. Left to happen after `fillStorage`, it
 * made room for the very write that was meant to find the storage full.
 */
const librarySent = (page: Page, removedKey: string) =>
  expect
    .poll(() =>
      page.evaluate((removed) => {
        const snapshot = JSON.parse(localStorage.getItem('nexus_library_snapshot') ?? 'null') as {
          values: Record<string, string>;
        } | null;
        const queued = Object.keys(localStorage).some((k) => k.startsWith('nexus_library_queue_'));
        return (
          !queued &&
          !!snapshot &&
          Object.keys(snapshot.values).length > 0 &&
          !(removed in snapshot.values)
        );
      }, removedKey),
    )
    .toBe(true);

const fullMessage =
  'Your browser storage is full, so this change was not saved. Everything saved before is untouched.';

test('vault: with localStorage full, changes fail visibly and nothing stored is lost', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/vault');
  await seedLocalData(page, { nexus_vault: sampleVault });
  const cards = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);

  // The removal is sent while there is room: sending rewrites sync's own keys, and that must not
  // make room after the storage has been filled (it would let the Undo below fit).
  await page.getByRole('button', { name: 'Remove Zodiac Protocol from vault' }).click();
  await expect(cards).toHaveCount(2);
  await librarySent(page, 'vault:movie:550');
  const measured = await fillStorage(page);
  console.info(
    `localStorage quota: ${measured.used} characters in use when full (filled in ${measured.ms} ms)`,
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(fullMessage)).toBeVisible();
  await expect(cards).toHaveCount(2);
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(2);

  // Removing makes the value smaller, so it succeeds even on a full disk.
  await page.getByRole('button', { name: 'Remove Midnight Relay from vault' }).click();
  await expect(cards).toHaveCount(1);
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(1);

  // A new profile picture is refused the same way, and the page says why.
  await page.goto('/profile');
  await chooseFiles(page.getByLabel('Upload profile picture'), {
    name: 'me.bmp',
    mimeType: 'image/bmp',
    buffer: makeBmp(400, 300),
  });
  await expect(
    page.getByText('Your browser storage is full, so the new picture was not saved.'),
  ).toBeVisible();
  expect(await readKey(page, 'nexus_profile_image')).toBeNull();

  // Once space is freed, everything works again.
  await freeStorage(page);
  await page.goto('/vault');
  await page.getByRole('button', { name: 'CLEAR VAULT' }).click();
  await expect(page.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(1);
});

test('vault: on a full disk the browse pages cache gives way to user data', async ({ page }) => {
  await signIn(page);
  await page.goto('/vault');
  const cache = JSON.stringify({ timestamp: 1, buster: 'x', pad: 'x'.repeat(200_000) });
  await seedLocalData(page, { nexus_vault: sampleVault, nexus_browse_cache: cache });
  const cards = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Zodiac Protocol from vault' }).click();
  await expect(cards).toHaveCount(2);
  await librarySent(page, 'vault:movie:550');
  await fillStorage(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByText(fullMessage)).toHaveCount(0);
  expect(await readKey(page, 'nexus_browse_cache')).toBeNull();
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(3);
  await freeStorage(page);
});

test('vault: corrupt data on a full disk stays where it is and the page still works', async ({
  page,
}) => {
  await signIn(page);
  // Set up from a same-origin page without the app, so nothing reads the key before the test.
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.setItem('nexus_vault', '{"broken":'));
  await fillStorage(page);
  await page.goto('/vault');
  await expect(page.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  // It could not be copied aside, so it was not removed either.
  expect(await readKey(page, 'nexus_vault')).toBe('{"broken":');
  await freeStorage(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  // The server's page says so before the app has read the key: the copy is made once it has.
  const corruptCopies = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('nexus_corrupt_nexus_vault_')),
    );
  await expect.poll(corruptCopies).toHaveLength(1);
  const copies = await corruptCopies();
  expect(await readKey(page, copies[0]!)).toBe('{"broken":');
});
