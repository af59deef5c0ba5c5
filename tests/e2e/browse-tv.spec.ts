import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { openFromMenuWithoutCatalogue } from './support/open-without-catalogue';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('series: tabs, tiles, search, load more and the empty state', async ({ page }) => {
  const grid = page.getByRole('list', { name: 'Titles' });
  await page.goto('/tv-shows');
  await expect(grid.getByRole('listitem').first()).toContainText('Game of Thrones');
  await expect(grid.getByText('TV Series').first()).toBeVisible();
  for (const tile of ['Total Shows', 'Avg Rating', 'Recent', 'Long Running']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  // The catalogue's count of series, whatever it holds today.
  const popular = (await (await page.request.get('/api/catalog/tv/popular?page=1')).json()) as {
    total_results: number;
  };
  await expect(page.getByText('Total Shows').locator('+ dd')).toHaveText(
    popular.total_results.toLocaleString('en-US'),
  );
  await page.getByRole('button', { name: 'Load More Shows' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(40);

  const trending = (await (
    await page.request.get('/api/catalog/trending/tv/week?page=1')
  ).json()) as { results: { name: string }[] };
  const firstTrending = trending.results[0]!.name;
  await page.getByRole('tab', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/tab=trending/);
  await expect(grid.getByRole('listitem').first()).toContainText(firstTrending);

  await page.getByRole('searchbox', { name: 'Search TV shows' }).fill('breaking');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('listitem').first()).toContainText('Breaking Bad');
  await expect(page.getByRole('button', { name: 'Load More Shows' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search TV shows' }).fill('zzqx');
  await expect(page.getByRole('heading', { name: 'No TV Shows Found' })).toBeVisible();
  await expect(page.getByText('No results for zzqx')).toBeVisible();

  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(grid.getByRole('listitem').first()).toContainText(firstTrending);
});

test('series: a failed load with nothing saved shows the spec text', async ({ page }) => {
  await openFromMenuWithoutCatalogue(page, 'SERIES');
  await expect(page.getByRole('heading', { name: 'No TV Shows Found' })).toBeVisible();
  await expect(page.getByText('Unable to load shows from the neural database')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Shows' })).toHaveCount(0);
});
