import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// Runs in the `tmdb` project (issue 34): where to watch on TMDB data, played by the fake TMDB,
// whose offers follow a rule by id (src/server/catalog/tmdb/testing/fake-tmdb-providers.ts):
// in the US, 1005 streams on Netflix; in Germany, Joyn carries every film whose id divides by 3.
// The toggle's absence on Trending and its URL state are the client tests' (services-toggle).

/** The ids of the films the browse grid shows. */
async function gridIds(page: Page) {
  const hrefs = await page
    .getByRole('list', { name: 'Titles' })
    .locator('a[href^="/movie/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/')[2])))];
}

test('where to watch: a title’s providers with the attribution, then only my services', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/movie/1005');
  const section = page.getByRole('region', { name: 'Where to watch' });
  await expect(section.getByRole('img', { name: 'Netflix' })).toBeVisible();
  await expect(section).toContainText('United States');
  await expect(section.getByRole('heading', { name: 'Stream' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'JustWatch' })).toHaveAttribute(
    'href',
    'https://www.justwatch.com',
  );
  await expect(section.getByRole('link', { name: /See all options on TMDB/ })).toHaveAttribute(
    'href',
    'https://www.themoviedb.org/movie/1005/watch?locale=US',
  );

  // The settings: Germany, and one service of it.
  await page.goto('/account#where-to-watch');
  const settings = page.getByRole('region', { name: 'Where to watch' });
  await settings.getByLabel('Country for availability').selectOption('DE');
  await settings.getByRole('checkbox', { name: 'Joyn' }).check();
  await expect(settings.getByText('1 service chosen', { exact: false })).toBeVisible();
  await expect(settings.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto('/movies?tab=popular');
  await expect.poll(async () => (await gridIds(page)).length).toBeGreaterThanOrEqual(20);
  const all = await gridIds(page);
  await page.getByRole('button', { name: 'Only on my services' }).click();
  await expect(page).toHaveURL(/services=1/);
  await expect(page.getByRole('button', { name: 'Only on my services' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Every film shown is on Joyn (the grid is empty for a moment while the narrowed list loads).
  await expect
    .poll(async () => {
      const ids = await gridIds(page);
      return ids.length > 0 && ids.every((id) => id % 3 === 0);
    })
    .toBe(true);
  expect((await gridIds(page)).length).toBeLessThan(all.length);
});
