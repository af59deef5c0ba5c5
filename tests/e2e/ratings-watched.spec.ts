import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { signIn } from './support/sign-in';

/** The title pages' own library actions: your rating, the watched state, Up Next on WATCH. */

async function expectNoSeriousViolations(page: Page) {
  const results = await runAxe(page);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

async function popularMovie(page: Page): Promise<{ id: number; title: string }> {
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  return popular.results[0];
}

const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('rate a movie 4.5 by keyboard, mark it watched, and see both on the profile', async ({
  page,
}) => {
  await signIn(page);
  const movie = await popularMovie(page);
  await page.goto(`/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();

  const rating = page.getByRole('radiogroup', { name: 'Your rating' });
  await expect(rating).toBeVisible();
  await expect(page.getByText('Not rated')).toBeVisible();
  // Keyboard only: into the group, Space picks half a star, each arrow half a star more.
  await rating.getByRole('radio', { name: '0.5 stars' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
  await expect(rating.getByRole('radio', { name: '4.5 stars' })).toBeFocused();
  await expect(page.getByText('4.5 / 5')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4.5 stars' }),
  ).toBeChecked();

  await expect(page.getByText('Watched', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as watched' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Watched', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as unwatched' })).toBeFocused();
  const history = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('nexus_watch_history') ?? '[]'),
  );
  expect(history).toEqual([
    expect.objectContaining({ id: movie.id, media_type: 'movie', progress: 100 }),
  ]);
  await page.reload();
  await expect(page.getByText('Watched', { exact: true })).toBeVisible();

  await page.goto('/profile');
  await expect(stat(page, 'RATED')).toHaveText('1');
  await expect(stat(page, 'WATCHED')).toHaveText('1');
  const watchHistory = page.getByRole('region', { name: 'WATCH HISTORY' });
  await expect(watchHistory.getByText(movie.title)).toBeVisible();
  await expect(watchHistory.getByText('100%')).toBeVisible();
});

test('mark season 1 watched on the series page: the count, the marks and WATCH at S2E1', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tv/1396');
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'WATCH S1E1' })).toBeVisible();
  await expect(page.getByText('0 of 7 watched')).toBeVisible();

  await page.getByRole('button', { name: 'Mark season watched' }).click();
  await expect(page.getByText('7 of 7 watched')).toBeVisible();
  const episodes = page.getByRole('list', { name: 'Episodes' });
  await expect(episodes.getByText('Watched', { exact: true })).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Mark season watched' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'WATCH S2E1' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'WATCH S2E1' })).toBeVisible();
  await page.getByRole('button', { name: 'WATCH S2E1' }).click();
  // The player opens at Up Next: play, season and episode in the URL, in any order.
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('play') === '1' &&
      url.searchParams.get('season') === '2' &&
      url.searchParams.get('episode') === '1',
  );
});

test('rate a title and see the rating on its cards: search results and the vault', async ({
  page,
}) => {
  await signIn(page);
  const movie = await popularMovie(page);
  await page.goto(`/movie/${movie.id}`);
  const rating = page.getByRole('radiogroup', { name: 'Your rating' });
  // By mouse this time: the seventh half star (the inputs themselves are visually hidden).
  await rating.locator('label').nth(6).click();
  await expect(rating.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  await expect(page.getByText('3.5 / 5')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Vault' }).click();

  // The card's mark reads as text with the card: '★ 3.5', 'Your rating 3.5 of 5'.
  const mark = /Your rating 3\.5 of 5/;
  await page.goto(`/browse?q=${encodeURIComponent(movie.title)}`);
  const result = page
    .getByRole('list', { name: `Results for ${movie.title}` })
    .getByRole('listitem')
    .filter({ hasText: movie.title })
    .first();
  await expect(result).toContainText(mark);

  await page.goto('/vault');
  const saved = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(mark);

  // Changed on the title page, the card follows; cleared, the mark goes.
  await page.goto(`/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Clear rating' }).click();
  // As a person would: the page says the rating is gone before they leave it.
  await expect(page.getByText('Not rated')).toBeVisible();
  await page.goto('/vault');
  await expect(saved.first()).toContainText(movie.title);
  await expect(saved.first()).not.toContainText('Your rating');
});
