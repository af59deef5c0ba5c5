import { expect, test } from '@playwright/test';
import { makeBmp } from './support/bmp';
import { readKey, seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';
import { chooseFiles } from './support/choose-files';

test('profile: a 5 MB photo is decoded, scaled to 256 px and stored as a small data URL', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const photo = makeBmp(1600, 1100);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);

  const started = Date.now();
  await chooseFiles(page.getByLabel('Upload profile picture'), {
    name: 'holiday.bmp',
    mimeType: 'image/bmp',
    buffer: photo,
  });
  const avatar = page.getByRole('img', { name: /^Profile picture of / });
  await expect(avatar).toBeVisible();
  const elapsed = Date.now() - started;

  // The value is the data URL itself, not a JSON string literal.
  const stored = (await readKey(page, 'nexus_profile_image'))!;
  expect(stored).toMatch(/^data:image\/(webp|jpeg);base64,/);
  const size = await avatar.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(size).toEqual({ width: 256, height: 176 });
  console.info(
    `avatar: ${photo.length} bytes in, ${stored.length} chars stored, ${size.width}x${size.height}, ${elapsed} ms`,
  );
  expect(stored.length).toBeLessThan(60_000);

  // Anything that is not an image gets a clear message and keeps the picture.
  await chooseFiles(page.getByLabel('Upload profile picture'), {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(
    page.getByText('Please choose an image file (for example JPEG, PNG or WebP).'),
  ).toBeVisible();
  expect(await readKey(page, 'nexus_profile_image')).toBe(stored);

  // A file that claims to be an image but is not one is refused too.
  await chooseFiles(page.getByLabel('Upload profile picture'), {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await expect(
    page.getByText('That image could not be read. Please choose another one.'),
  ).toBeVisible();
});

test('profile: identity fallbacks, fixed labels, statistics and CLEAR HISTORY with undo', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  await seedLocalData(page, {
    nexus_watch_history: [
      {
        id: 5,
        media_type: 'tv',
        name: 'Aurora Station',
        watchedAt: Date.now(),
        progress: 80,
        genre_ids: [18],
      },
    ],
  });
  await expect(page.getByText('ONLINE')).toBeVisible();
  await expect(page.getByText('PREMIUM')).toBeVisible();
  const stat = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(stat('WATCHED')).toHaveText('1');
  await expect(stat('TOTAL WATCH TIME')).toHaveText('2h 6m');
  await expect(stat('TOP GENRE')).toHaveText('Drama');
  await page.getByRole('button', { name: 'CLEAR HISTORY' }).click();
  await expect(stat('WATCHED')).toHaveText('0');
  await expect(stat('TOP GENRE')).toHaveText('Action');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stat('WATCHED')).toHaveText('1');
  await page.getByRole('button', { name: 'Delete Aurora Station from watch history' }).click();
  await expect(page.getByText(/Nothing watched yet/)).toBeVisible();
});
