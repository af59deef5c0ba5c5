import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// Runs in the `tmdb` project: the title pages on TMDB data, played by the fake TMDB server.
// The browser cannot reach TMDB's image host here, so every image takes its fallback path.

test('movie detail on TMDB data: every field, trailer, links, vault and More like this', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/movie/1010');
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Circuit 10' })).toBeVisible();
  await expect(page.getByText('Tagline 1010')).toBeVisible();
  await expect(page.getByText('(4,500 votes)')).toBeVisible();
  await expect(page.getByText('United States of America')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Genres' })).toHaveText(/Action\s*Drama/);
  // A broken backdrop gives way to the placeholder.
  await expect(page.getByTestId('backdrop-placeholder')).toBeVisible();

  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details).toContainText('$10,000,000');
  await expect(details).toContainText('$30,000,000 (+200% return)');
  await expect(details).toContainText('Fake Studio');
  await expect(details).toContainText('English');
  await expect(details).toContainText('Released');

  await expect(page.getByTestId('cast-member')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'No photo of Ada Actor' })).toHaveText('A');
  await expect(page.getByRole('region', { name: 'Key Crew' })).toContainText('Cy Director');

  const links = page.getByRole('navigation', { name: 'External links' }).getByRole('link');
  await expect(links).toHaveCount(2); // no homepage on this title
  await expect(links.first()).toHaveAttribute('href', 'https://www.imdb.com/title/tt01010/');
  await expect(links.last()).toHaveAttribute('href', 'https://www.themoviedb.org/movie/1010');

  // The trailer opens on the video site, without opener or referrer, at 1200x800.
  await page.evaluate(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened.push(args);
      return null;
    };
  });
  await page.getByRole('button', { name: 'Watch Trailer' }).click();
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
    [
      'https://www.youtube.com/watch?v=key1010',
      '_blank',
      'noopener,noreferrer,width=1200,height=800',
    ],
  ]);

  await page.getByRole('button', { name: 'Add to Vault' }).click();
  const vault = await page.evaluate(() => JSON.parse(localStorage.getItem('nexus_vault') ?? '[]'));
  expect(vault).toEqual([expect.objectContaining({ id: 1010, type: 'movie' })]);

  const similar = page.getByRole('region', { name: 'More like this' }).getByRole('link');
  await expect(similar).toHaveCount(3);
  await similar.first().click();
  await expect(page).toHaveURL(/\/movie\/1000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Harbor 0' })).toBeVisible();
});

test('TV detail on TMDB data: side panel, seasons without specials, episodes and WATCH', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tv/5003');
  await expect(page.getByRole('heading', { level: 1, name: /Chronicles 3$/ })).toBeVisible();
  const info = page.getByRole('complementary', { name: 'Series Info' });
  await expect(info).toContainText('Ended');
  await expect(info).toContainText('Fake Network');
  await expect(info).toContainText('45m per episode');
  await expect(info.getByRole('link', { name: /IMDb/ })).toHaveAttribute(
    'href',
    'https://www.imdb.com/title/tt95003/',
  );

  const seasons = page.getByRole('group', { name: 'Seasons' }).getByRole('button');
  await expect(seasons).toHaveText(['Season 1', 'Season 2', 'Season 3', 'Season 4']);
  await expect(page.getByRole('button', { name: 'WATCH S1E1' })).toBeVisible();
  const episodes = page.getByRole('list', { name: 'Episodes' });
  await expect(episodes.getByRole('listitem')).toHaveCount(8);

  await seasons.filter({ hasText: 'Season 2' }).click();
  await expect(page.getByRole('button', { name: 'WATCH S2E1' })).toBeVisible();
  // The row itself (the button that selects), not the ▶ play button beside it.
  await episodes.getByRole('listitem').nth(2).locator('button[aria-pressed]').click();
  await expect(page.getByRole('button', { name: 'WATCH S2E3' })).toBeVisible();
  await expect(page).toHaveURL(/\/tv\/5003\?season=2&episode=3$/);
});
