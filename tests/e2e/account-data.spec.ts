import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readKey, sampleHistory, sampleVault, seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';
import { chooseFiles } from './support/choose-files';

test('account: the fixed cards, then export, delete everything, import, and the data is back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'ACCOUNT MATRIX' })).toBeVisible();
  await expect(page.getByText('NEXUS PREMIUM')).toBeVisible();
  // What is true of the plan (issue 39), not the old 'Renewal: Auto-Sync'.
  await expect(page.getByText('Free: every feature included')).toBeVisible();
  await seedLocalData(page, {
    nexus_vault: sampleVault,
    nexus_watch_history: sampleHistory,
    watch_progress_movie_550: {
      id: 550,
      title: 'Zodiac Protocol',
      type: 'movie',
      progress: { watched: 2520, duration: 6000 },
      lastWatched: 1_710_000_000_000,
    },
  });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nexus-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported).toMatchObject({ format: 'nexus-local-data', version: 1 });
  expect(exported.vault).toHaveLength(3);
  expect(exported.watchProgress[0].progress).toEqual({ watched: 2520, duration: 6000 });

  await page.getByRole('button', { name: 'Delete all local data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all local data?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await readKey(page, 'nexus_vault')).not.toBeNull();
  await page.getByRole('button', { name: 'Delete all local data' }).click();
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'All local data deleted' }),
  ).toBeVisible();
  expect(await readKey(page, 'nexus_vault')).toBeNull();
  expect(await readKey(page, 'watch_progress_movie_550')).toBeNull();

  await chooseFiles(page.getByLabel('Import data'), (await download.path())!);
  await expect(
    page.getByText('Import complete. Added 3 vault titles, 1 history entry, 1 progress record.'),
  ).toBeVisible();

  await page.goto('/vault');
  await expect(page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await page.goto('/profile');
  await expect(
    page.getByText('TOTAL WATCH TIME').locator('xpath=following-sibling::dd'),
  ).toHaveText('0h 42m');

  // A second import of the same file adds nothing and duplicates nothing.
  await page.goto('/account');
  await chooseFiles(page.getByLabel('Import data'), (await download.path())!);
  await expect(
    page.getByText(/Added 0 vault titles, 0 history entries, 0 progress records/),
  ).toBeVisible();
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(3);
});

test('account: a hostile file is refused with a message and changes nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/account');
  await seedLocalData(page, { nexus_vault: sampleVault });
  await chooseFiles(page.getByLabel('Import data'), {
    name: 'evil.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"format":"nexus-local-data","version":1,"__proto__":{"isAdmin":true},"vault":{"length":99999999}}',
    ),
  });
  await expect(
    page.getByRole('status').filter({ hasText: `This file is damaged: "vault" is not valid.` }),
  ).toBeVisible();
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('isAdmin');
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(3);
});
