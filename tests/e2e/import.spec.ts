import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readKey } from './support/local-data';
import { signIn } from './support/sign-in';
import { chooseFiles } from './support/choose-files';

/**
 * Import from Letterboxd (docs/product.md#importing-from-other-services), on the embedded
 * catalogue: its watched and watchlist CSVs (our own rows, Letterboxd's columns), a preview
 * with a title to choose, the import, and the same files again.
 */
const watched = [
  'Date,Name,Year,Letterboxd URI',
  '2024-01-05,The Dark Knight,2008,https://boxd.it/aa01',
  '2024-02-11,Casino Royale,2006,https://boxd.it/aa02',
  '2024-03-01,Hamlet,,https://boxd.it/aa03',
  '2024-03-09,"=HYPERLINK(""http://example.com"",""A Film That Does Not Exist"")",1999,https://boxd.it/aa04',
].join('\r\n');
const watchlist = [
  'Date,Name,Year,Letterboxd URI',
  '2024-04-01,"Matrix, The",1999,https://boxd.it/bb01',
  '2024-04-02,Se7en,1995,https://boxd.it/bb02',
].join('\n');

const files = [
  { name: 'watched.csv', mimeType: 'text/csv', buffer: Buffer.from(watched) },
  { name: 'watchlist.csv', mimeType: 'text/csv', buffer: Buffer.from(watchlist) },
];

const chooseExports = (page: Page) => chooseFiles(page.getByLabel('Choose export files'), files);

test('import: Letterboxd watched and watchlist → preview → import → vault and history; again adds nothing', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account');
  await expect(
    page.getByRole('heading', { name: 'Import from Letterboxd, IMDb or Trakt' }),
  ).toBeVisible();
  await chooseExports(page);

  await expect(page.getByRole('heading', { name: 'Preview: nothing is saved yet' })).toBeVisible();
  await expect(page.getByText('Read 6 rows from 2 files: 6 titles.')).toBeVisible();
  const counts = page.getByRole('list').filter({ hasText: 'matched' }).first();
  await expect(counts).toContainText('4 matched');
  await expect(counts).toContainText('1 to choose');
  await expect(counts).toContainText('1 not found');
  await expect(page.getByRole('list', { name: 'Titles not found' })).toHaveText(
    '=HYPERLINK("http://example.com","A Film That Does Not Exist") (1999)',
  );
  expect(await readKey(page, 'nexus_vault')).toBeNull();

  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  // The ambiguous title is chosen with the keyboard: the group is one tab stop, arrows move.
  const group = page.getByRole('group', { name: 'Which is “Hamlet”?' });
  await expect(group.getByRole('radio', { name: 'None of these' })).toBeChecked();
  await group.getByRole('radio', { name: 'None of these' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio').first()).toBeChecked();
  const picked = await group.locator('label').first().innerText();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the list (CSV)' }).click();
  expect((await downloading).suggestedFilename()).toBe('nexus-not-found.csv');

  await page.getByRole('button', { name: 'Import 5 titles' }).click();
  await expect(
    page.getByRole('region', { name: 'Import from Letterboxd, IMDb or Trakt' }).getByRole('status'),
  ).toContainText('Imported 5 titles: 2 titles to the vault, 3 titles to watch history.');
  await expect(page.getByRole('button', { name: 'Undo import' })).toBeVisible();

  await page.goto('/vault');
  const saved = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.filter({ hasText: 'The Matrix' })).toHaveCount(1);
  await expect(saved.filter({ hasText: 'Se7en' })).toHaveCount(1);
  await page.goto('/profile');
  const history = page.getByRole('region', { name: 'WATCH HISTORY' });
  await expect(history.getByText('The Dark Knight')).toBeVisible();
  await expect(history.getByText('Casino Royale')).toBeVisible();
  expect(picked).toMatch(/^Hamlet \(\d{4}\)$/);
  await expect(history.getByText('Hamlet')).toBeVisible();
  const stored = JSON.parse((await readKey(page, 'nexus_watch_history'))!) as {
    progress: number;
  }[];
  expect(stored.map((e) => e.progress)).toEqual([100, 100, 100]);

  // The same files again: the preview is the same, the import adds nothing.
  await page.goto('/account');
  await chooseExports(page);
  await page.getByRole('group', { name: 'Which is “Hamlet”?' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Import 5 titles' }).click();
  await expect(
    page.getByText('Nothing new to import: these titles are already in your library.').first(),
  ).toBeVisible();
  expect(JSON.parse((await readKey(page, 'nexus_vault'))!)).toHaveLength(2);
  expect(JSON.parse((await readKey(page, 'nexus_watch_history'))!)).toHaveLength(3);
});

test('import: a wrong file is refused with a message, nothing is written, the page keeps working', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account');
  await chooseFiles(page.getByLabel('Choose export files'), {
    name: 'watched.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Name,Year,Letterboxd URI\n2024-01-01,"Heat,1995,x\n'),
  });
  await expect(page.getByText(/The quoting in watched\.csv is broken/)).toBeVisible();
  expect(await readKey(page, 'nexus_vault')).toBeNull();
  expect(await readKey(page, 'nexus_watch_history')).toBeNull();
  await chooseExports(page);
  await expect(page.getByRole('heading', { name: 'Preview: nothing is saved yet' })).toBeVisible();
});
