import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { openFromMenuWithoutCatalogue } from './support/open-without-catalogue';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const grid = (page: Page) => page.getByRole('list', { name: 'Titles' });

/** The first title of a catalogue answer, as the page will show it (the catalogue changes). */
async function firstTitle(page: Page, path: string): Promise<string> {
  const body = (await (await page.request.get(path)).json()) as { results: { title: string }[] };
  return body.results[0]!.title;
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('movies: popular by default, tiles, and Load More Movies appends a page', async ({ page }) => {
  const popular = await firstTitle(page, '/api/catalog/movie/popular?page=1');
  await page.goto('/movies');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    grid(page)
      .getByRole('link', { name: new RegExp(escaped(popular)) })
      .first(),
  ).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('Total Movies')).toBeVisible();
  await expect(page.getByText('Blockbusters')).toBeVisible();
  await page.getByRole('button', { name: 'Load More Movies' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(40);
  await expect(grid(page).getByRole('listitem').first()).toContainText(popular);
});

test('movies: the page sits over a background image that loads and hides from assistive tech', async ({
  page,
}) => {
  await page.goto('/movies');
  const backdrop = page.locator('img[src="/api/art/scene/movies.svg"]');
  await expect(backdrop).toHaveAttribute('alt', '');
  await expect
    .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1280);
  // Fixed behind the content: the page's layout does not move when it arrives.
  expect(await backdrop.evaluate((img) => getComputedStyle(img.parentElement!).position)).toBe(
    'fixed',
  );
});

test('movies: tabs live in the URL, search replaces the list, clearing or a tab change restores it', async ({
  page,
}) => {
  const topRated = await firstTitle(page, '/api/catalog/movie/top_rated?page=1');
  const star = await firstTitle(page, '/api/catalog/search/movie?query=star&page=1');
  const trending = await firstTitle(page, '/api/catalog/trending/movie/week?page=1');
  await page.goto('/movies');
  await page.getByRole('tab', { name: 'Top Rated' }).click();
  await expect(page).toHaveURL(/tab=top_rated/);
  await expect(grid(page).getByRole('listitem').first()).toContainText(topRated);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const box = page.getByRole('searchbox', { name: 'Search movies' });
  await box.fill('star');
  await expect(page).toHaveURL(/q=star/);
  await expect(grid(page).getByRole('listitem').first()).toContainText(star);
  await expect(grid(page).getByText('TV Series')).toHaveCount(0);
  await box.fill('   ');
  await expect(page).not.toHaveURL(/q=/);
  await expect(grid(page).getByRole('listitem').first()).toContainText(topRated);

  await box.fill('star');
  await expect(page).toHaveURL(/q=star/);
  await page.getByRole('tab', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/\?tab=trending$/);
  await expect(box).toHaveValue('');
  await expect(grid(page).getByRole('listitem').first()).toContainText(trending);
});

test('movies: the empty state names the query', async ({ page }) => {
  await page.goto('/movies?q=zzqx');
  await expect(page.getByRole('heading', { name: 'No Movies Found' })).toBeVisible();
  await expect(page.getByText('No results for zzqx')).toBeVisible();
  await page.getByRole('button', { name: 'Show All Movies' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('searchbox', { name: 'Search movies' })).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
});

test('movies: a failed load with nothing saved shows the spec text and no load-more; a saved list shows offline', async ({
  page,
  context,
}) => {
  await openFromMenuWithoutCatalogue(page, 'MOVIES');
  await expect(page.getByText('Unable to load movies from the quantum database')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Movies' })).toHaveCount(0);
  await page.unroute('**/api/catalog/**');

  // A list the page was drawn with is kept for the next visit.
  const popular = await firstTitle(page, '/api/catalog/movie/popular?page=1');
  await page.goto('/movies');
  await expect(grid(page).getByRole('listitem')).toHaveCount(20);
  await page.waitForFunction(
    (title) => localStorage.getItem('nexus_browse_cache')?.includes(title),
    popular,
  );
  const second = await context.newPage();
  await openFromMenuWithoutCatalogue(second, 'MOVIES');
  // The API is unreachable on this page: the list can only come from the saved copy.
  await expect(grid(second).getByRole('listitem').first()).toContainText(popular);
  await context.setOffline(true);
  await expect(second.getByText(/Offline: showing the last saved movies/)).toBeVisible();
  await context.setOffline(false);
});

test('movies: the mobile banner shows online or offline from the browser', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/movies');
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toContainText('Online');
  await context.setOffline(true);
  await expect(banner).toContainText('Offline');
  await context.setOffline(false);
  await expect(banner).toContainText('Online');
});
