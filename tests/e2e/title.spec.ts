import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const movieDetailApi = /\/api\/catalog\/movie\/\d+$/;

/** Opens the first movie card of the home view and returns its id. */
async function openMovieFromHome(page: Page): Promise<number> {
  await page.goto('/browse');
  const card = page.locator('main a[href^="/movie/"]').first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(href);
  return Number(href.split('/').pop());
}

test('movie detail: open from home, vault toggle persists, More like this navigates', async ({
  page,
}) => {
  await signIn(page);
  const id = await openMovieFromHome(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const firstTitle = await heading.textContent();
  await expect(page.getByRole('button', { name: 'PLAY NOW' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Details' })).toBeVisible();
  // The embedded catalogue's ids are not TMDB's, so there is no TMDB link to get wrong.
  expect(id).toBeTruthy();
  await expect(page.getByRole('link', { name: /TMDB/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  const vault = await page.evaluate(() => JSON.parse(localStorage.getItem('nexus_vault') ?? '[]'));
  expect(vault).toEqual([expect.objectContaining({ id, type: 'movie' })]);

  // Hovering a card for 100 ms fetches the next page's data before the click.
  const similar = page.getByRole('region', { name: 'More like this' }).getByRole('link').first();
  await similar.scrollIntoViewIfNeeded();
  const prefetched = page.waitForRequest(movieDetailApi);
  await similar.hover();
  const request = await prefetched;
  const nextHref = (await similar.getAttribute('href')) ?? '';
  expect(request.url()).toContain(`/api/catalog${nextHref}`);
  let fetchedAgain = false;
  page.on('request', (r) => {
    if (movieDetailApi.test(r.url())) fetchedAgain = true;
  });
  await similar.click();
  await expect(page).toHaveURL(nextHref);
  await expect(heading).not.toHaveText(firstTitle ?? '');
  await expect(page.getByRole('button', { name: 'Add to Vault' })).toBeVisible();
  expect(fetchedAgain).toBe(false);
});

test('a bad or unknown movie id shows Movie Not Found with Back to Movies', async ({ page }) => {
  await signIn(page);
  await page.goto('/movie/987654321');
  await expect(page.getByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
  await page.goto('/movie/not-a-number');
  await expect(page.getByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Movies' }).click();
  await expect(page).toHaveURL(/\/movies$/);
});

test('TV detail: change season, pick an episode, WATCH follows and the URL shares it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tv/1396');
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'WATCH S1E1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('listitem')).toHaveCount(7);

  await page
    .getByRole('group', { name: 'Seasons' })
    .getByRole('button', { name: 'Season 2' })
    .click();
  await expect(page.getByRole('button', { name: 'WATCH S2E1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('listitem')).toHaveCount(13);
  // The row itself (the button that selects), not the ▶ play button beside it.
  await page
    .getByRole('list', { name: 'Episodes' })
    .getByRole('listitem')
    .nth(2)
    .locator('button[aria-pressed]')
    .click();
  await expect(page.getByRole('button', { name: 'WATCH S2E3' })).toBeVisible();
  await expect(page).toHaveURL(/\/tv\/1396\?season=2&episode=3$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'WATCH S2E3' })).toBeVisible();
  await page.getByRole('button', { name: 'WATCH S2E3' }).click();
  await expect(page).toHaveURL(/season=2&episode=3&play=1$/);
});
