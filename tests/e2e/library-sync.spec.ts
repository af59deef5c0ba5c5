import { expect, test, type Page } from '@playwright/test';
import { oneAccountOnTwoDevices, signIn, signInAs } from './support/sign-in';

// Two browsers each loading and syncing, several times over: on a busy shared machine that
// takes longer than the default 45 s, with nothing wrong.
test.describe.configure({ timeout: 120_000 });

const TITLE = '/tv/1396';
const savedTitles = (page: Page) =>
  page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');

/** The account's copy of a key, as the server holds it (null: absent or deleted). */
async function serverValue(page: Page, key: string) {
  const answer = (await (await page.request.get('/api/library/changes?since=0')).json()) as {
    items: { key: string; value: unknown }[];
  };
  return answer.items.find((item) => item.key === key)?.value ?? null;
}

test('library sync: two devices of one account live, and a shared browser keeps it private', async ({
  browser,
}) => {
  const { a, b, email, close } = await oneAccountOnTwoDevices(browser);

  await b.goto('/vault');
  await expect(b.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();

  // Saved on A: on B within 5 s, without a reload.
  await a.goto(TITLE);
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(savedTitles(b)).toHaveCount(1, { timeout: 5_000 + 2_000 /* B's sync start */ });

  // Removed on A: gone on B.
  await a.getByRole('button', { name: 'Remove from Vault' }).click();
  await expect(b.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible({ timeout: 5_000 });

  // Saved again, and in the account, before A signs out of the shared browser.
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await expect.poll(() => serverValue(a, 'vault:tv:1396'), { timeout: 5_000 }).not.toBeNull();
  await a.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(a.getByText('Library: Synced')).toBeVisible();
  await a.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(a).toHaveURL(/\/$/);
  expect(await a.evaluate(() => localStorage.getItem('nexus_vault'))).toBeNull();

  // Someone else signs up on the same browser: nothing of A, now or once sync has run.
  await signIn(a);
  await a.goto('/vault');
  await expect(a.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await a.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(a.getByText('Library: Synced')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await a.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(a).toHaveURL(/\/$/);

  // A signs back in there: the saved title is back.
  await signInAs(a, email);
  await a.goto('/vault');
  await expect(savedTitles(a)).toHaveCount(1);

  await close();
});

/** The keys of the saved titles in this browser's working copy. */
const localVault = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('nexus_vault') ?? '[]') as { id: number }[])
      .map((item) => item.id)
      .sort((x, y) => x - y),
  );

/** How many changes wait in this browser for the account that owns its library. */
const waiting = (page: Page) =>
  page.evaluate(() => {
    const owner = localStorage.getItem('nexus_library_owner');
    const queue = owner && localStorage.getItem(`nexus_library_queue_${owner}`);
    return queue ? (JSON.parse(queue) as unknown[]).length : 0;
  });

/** Sync has run once on this page: the avatar menu says so. */
async function expectSynced(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByText('Library: Synced')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('library sync: both offline, both edit, both reconnect: the union, removals respected', async ({
  browser,
}) => {
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const a = await deviceA.newPage();
  const a2 = await deviceA.newPage(); // a second tab of A
  const b = await deviceB.newPage();
  const { email } = await signIn(a);
  await signInAs(b, email);

  // Breaking Bad saved while online, and on both devices.
  await a.goto('/tv/1396');
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await expect.poll(() => serverValue(a, 'vault:tv:1396'), { timeout: 5_000 }).not.toBeNull();
  await a2.goto('/tv/1399');
  await b.goto('/tv/2316');
  await expectSynced(b);
  await expect.poll(() => localVault(b)).toEqual([1396]);
  await expectSynced(a);

  await deviceA.setOffline(true);
  await deviceB.setOffline(true);
  // A removes Breaking Bad and saves Game of Thrones; B, still holding Breaking Bad, saves The Office.
  await a.getByRole('button', { name: 'Remove from Vault' }).click();
  await a2.getByRole('button', { name: 'Add to Vault' }).click();
  await b.getByRole('button', { name: 'Add to Vault' }).click();
  await expect.poll(() => waiting(a)).toBe(2);
  await expect.poll(() => waiting(b)).toBe(1);
  expect(await localVault(b)).toEqual([1396, 2316]);

  await deviceA.setOffline(false);
  await deviceB.setOffline(false);
  await expect.poll(() => waiting(a), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => waiting(b), { timeout: 10_000 }).toBe(0);

  // Both sets of changes, and Breaking Bad stays removed: B's stale copy did not bring it back.
  expect(await serverValue(a, 'vault:tv:1396')).toBeNull();
  for (const page of [a, b]) {
    await page.goto('/vault');
    await expect.poll(() => localVault(page)).toEqual([1399, 2316]);
    await expect(savedTitles(page)).toHaveCount(2);
  }

  await deviceA.close();
  await deviceB.close();
});

test('library sync: sign-out while the server is unreachable asks before anything is dropped', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(TITLE);
  await expectSynced(page);
  await page.route('**/api/library/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Add to Vault' }).click();

  const signOut = async () => {
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  };
  await signOut();
  const dialog = page.getByRole('dialog', {
    name: '1 change has not reached your account yet. Sign out anyway?',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tv\/1396$/);
  expect(await localVault(page)).toEqual([1396]);

  // Asked again; this time signed out anyway: the library leaves, the change waits for the account.
  await signOut();
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('nexus_vault'))).toBeNull();
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('nexus_library_queue_'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(kept.join()).toContain('vault:tv:1396');
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('devices: two signed in, one signs the other out, which is signed out as soon as it hears', async ({
  browser,
}) => {
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const a = await deviceA.newPage();
  const b = await deviceB.newPage();
  const { email } = await signIn(a);
  await signInAs(b, email);
  await b.goto(TITLE);
  await expectSynced(b);
  // B saves while out of reach: the change cannot be pushed yet.
  await deviceB.setOffline(true);
  await b.getByRole('button', { name: 'Add to Vault' }).click();

  await a.goto('/account');
  const devices = a.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const here = devices.filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('Active now');
  const other = devices.filter({ hasText: 'Firefox on Linux' });
  await expect(other).toContainText('Last active just now');
  await other.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
  await expect(a.getByText('Firefox on Linux is signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(a.getByRole('button', { name: 'Sign out of all other devices' })).toBeHidden();

  // Back in reach, B meets the revoked session at once (its stream, its pull): B is signed out,
  // its library leaves the browser, and the save waits for this account's next sign-in there.
  await deviceB.setOffline(false);
  await expect(b).toHaveURL(/\/$/);
  expect(await b.evaluate(() => localStorage.getItem('nexus_vault'))).toBeNull();
  await signInAs(b, email);
  await b.goto('/vault');
  await expect(savedTitles(b)).toHaveCount(1);
  await expect.poll(() => serverValue(b, 'vault:tv:1396'), { timeout: 5_000 }).not.toBeNull();

  await deviceA.close();
  await deviceB.close();
});
