import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// Runs in the `tmdb` project: the server's catalogue is TMDB, played by the fake TMDB server.
const TOKEN = 'e2e-read-token-SECRET';

test('movies and series come from TMDB through our API, and the key never reaches the browser', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
  });
  await signIn(page);
  await page.goto('/movies');
  const grid = page.getByRole('list', { name: 'Titles' });
  await expect(grid.getByRole('link', { name: /Quantum Harbor 0/ })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load More Movies' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(40);

  await page.getByRole('searchbox', { name: 'Search movies' }).fill('signal');
  await expect(page).toHaveURL(/q=signal/);
  await expect(grid.getByRole('link', { name: /Signal/ }).first()).toBeVisible();
  await expect(grid.getByText('TV Series')).toHaveCount(0);

  await page.goto('/tv-shows?tab=top_rated');
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('list', { name: 'Titles' }).getByText('TV Series').first(),
  ).toBeVisible();
  await expect(page.getByText('Total Shows')).toBeVisible();

  // TMDB goes down: lists seen before still show; a new search fails cleanly, without a 500.
  await page.request.post(`${process.env.FAKE_TMDB_ORIGIN}/__fake/behaviour`, {
    data: { failStatus: 503 },
  });
  try {
    await page.goto('/movies');
    // The list seen before shows: the first page the server still holds from TMDB, drawn by the
    // server, or (when that answer, slowed by TMDB's failures, misses the page's 150 ms) the
    // browser's saved copy with both pages.
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(20);
    await expect(grid.getByRole('link', { name: /Quantum Harbor 0/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search movies' }).fill('echo');
    await expect(page.getByText('Unable to load movies from the quantum database')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Load More Movies' })).toHaveCount(0);
  } finally {
    await page.request.post(`${process.env.FAKE_TMDB_ORIGIN}/__fake/behaviour`, { data: {} });
  }

  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.join('\n')).not.toContain(TOKEN);
  expect(await page.content()).not.toContain(TOKEN);
});
