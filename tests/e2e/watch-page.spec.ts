import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The stream frame and the season answer can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const frame = (page: Page) => page.locator('iframe[title^="NEXUS stream"]');

test('a shared /watch link asks for sign-in first, then opens the episode it names', async ({
  page,
}) => {
  const { email } = await signIn(page);
  await page.context().clearCookies();
  await page.goto('/watch/tv/1396/1/2');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('E2e-Neural-2049');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/watch\/tv\/1396\/1\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(frame(page)).toHaveAttribute('src', /\/embed\/tv\/1396\/1\/2/);

  // The next episode changes the path, so the link always names what plays.
  await page.getByRole('button', { name: 'Next episode' }).click();
  await expect(page).toHaveURL(/\/watch\/tv\/1396\/1\/3$/);
  await expect(frame(page)).toHaveAttribute('src', /\/embed\/tv\/1396\/1\/3/);
  await expect(page.getByRole('complementary', { name: 'Episodes' })).toBeVisible();
});

test('the player overlay copies its /watch link from the settings menu, by keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/tv/1396?play=1&season=2&episode=4');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  const copy = page.getByRole('menuitem', { name: 'Copy link' });
  await expect(copy).toBeVisible();
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/watch/tv/1396/2/4`);

  // The copied link opens the same episode on the player page.
  await page.goto(copied);
  await expect(frame(page)).toHaveAttribute('src', /\/embed\/tv\/1396\/2\/4/);
});

test('a movie link opens the player page with recommendations', async ({ page }) => {
  await signIn(page);
  const res = await page.request.get('/api/catalog/trending/movie/week');
  const { results } = (await res.json()) as { results: { id: number; title: string }[] };
  const movie = results[0]!;
  await page.goto(`/watch/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(frame(page)).toHaveAttribute('src', new RegExp(`/embed/movie/${movie.id}`));
  await expect(page.getByRole('complementary', { name: 'Recommendations' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${movie.id}$`));
});
