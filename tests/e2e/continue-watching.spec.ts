import { expect, test } from '@playwright/test';
import { runAxe } from './support/axe';
import { readKey, seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';

/**
 * The Continue Watching row (docs/product.md#continue-watching-row): removing a title by
 * keyboard without touching its history, and Up Next after a finished episode, across a season
 * and at the end of a series, with the embedded catalogue's real episode counts; and an episode
 * finished in the demo stream itself.
 */
const now = Date.now();
const progress = (
  type: 'movie' | 'tv',
  id: number,
  title: string,
  percent: number,
  minutesAgo: number,
  episode?: [number, number],
) => ({
  [`watch_progress_${type}_${id}`]: {
    id,
    title,
    type,
    poster_path: null,
    progress: { watched: percent * 30, duration: 3000 },
    ...(episode ? { last_season_watched: episode[0], last_episode_watched: episode[1] } : {}),
    lastWatched: now - minutesAgo * 60_000,
  },
});

const history = [
  { id: 550, media_type: 'movie', title: 'Zodiac Protocol', watchedAt: now - 60_000, progress: 40 },
];

test('remove a title from Continue Watching by keyboard; Up Next after a finished episode', async ({
  page,
}) => {
  await signIn(page);
  await seedLocalData(
    page,
    {
      ...progress('movie', 550, 'Zodiac Protocol', 40, 1),
      // Breaking Bad: S1E1 finished; season 1 has 7 episodes.
      ...progress('tv', 1396, 'Breaking Bad', 95, 2, [1, 1]),
      // Game of Thrones: the last of season 1's 10 episodes, finished.
      ...progress('tv', 1399, 'Game of Thrones', 100, 3, [1, 10]),
      // Stranger Things: the last episode of its last season (5 seasons, the fifth of 8).
      ...progress('tv', 66732, 'Stranger Things', 100, 4, [5, 8]),
      nexus_watch_history: history,
    },
    '/browse',
  );

  const row = page.getByRole('region', { name: 'Continue watching' });
  const zodiac = row.getByRole('link', { name: /Zodiac Protocol/ });
  await expect(zodiac).toContainText('40%');
  const breakingBad = row.getByRole('link', { name: /Breaking Bad/ });
  await expect(breakingBad).toContainText('Up next S1E2');
  await expect(breakingBad).toHaveAttribute('href', '/tv/1396?play=1&season=1&episode=2');
  await expect(row.getByRole('link', { name: /Game of Thrones/ })).toContainText('Up next S2E1');
  await expect(row.getByRole('link', { name: /Stranger Things/ })).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  const axe = await runAxe(page, (builder) => builder.include('main'));
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);

  // Keyboard: the row's current card, then Tab to its button, then Enter.
  await zodiac.focus();
  await page.keyboard.press('Tab');
  const remove = row.getByRole('button', { name: 'Remove Zodiac Protocol from Continue Watching' });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zodiac).toHaveCount(0);
  await expect(breakingBad).toBeFocused();
  await expect(page.getByText('Removed Zodiac Protocol from Continue Watching.')).toBeVisible();
  // History and progress stay; the removal has its own key.
  expect(JSON.parse((await readKey(page, 'nexus_watch_history'))!)).toEqual(history);
  expect(await readKey(page, 'watch_progress_movie_550')).not.toBeNull();
  expect(JSON.parse((await readKey(page, 'nexus_watch_row_removed'))!)).toMatchObject([
    { id: 550, type: 'movie' },
  ]);

  // Still out after a reload; Up Next opens the player at that episode.
  await page.reload();
  await expect(row.getByRole('link', { name: /Breaking Bad/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /Zodiac Protocol/ })).toHaveCount(0);
  await row.getByRole('link', { name: /Breaking Bad/ }).click();
  await expect(page).toHaveURL(/\/tv\/1396\?play=1&season=1&episode=2$/);
  await expect(page.getByRole('dialog').getByText('S1 E2', { exact: true })).toBeVisible();
});

test('finishing the last episode of a season in the demo stream puts the next season’s first in Continue Watching', async ({
  page,
}) => {
  await signIn(page);
  // Breaking Bad's season 1 has 7 episodes: after S1E7 comes S2E1.
  await page.goto('/tv/1396?play=1&season=1&episode=7');
  const video = page.frameLocator('iframe[title^="NEXUS stream"]').locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(10);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
    void v.play();
  });
  // The player records the episode at its end (AUTO-PLAY is off: it stays on S1E7).
  await expect
    .poll(async () => {
      const record = JSON.parse((await readKey(page, 'watch_progress_tv_1396')) ?? 'null') as {
        progress?: { watched: number; duration: number };
        last_episode_watched?: number;
      } | null;
      const { watched = 0, duration = 1 } = record?.progress ?? {};
      return record?.last_episode_watched === 7 && watched / duration >= 0.9;
    })
    .toBe(true);

  await page.goto('/browse');
  const upNext = page
    .getByRole('region', { name: 'Continue watching' })
    .getByRole('link', { name: /Breaking Bad/ });
  await expect(upNext).toContainText('Up next S2E1');
  await expect(upNext).toHaveAttribute('href', '/tv/1396?play=1&season=2&episode=1');
});
