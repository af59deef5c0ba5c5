import { expect as baseExpect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { signIn } from './support/sign-in';

// These journeys play real video next to the catalogue; on a busy shared machine the first
// season or detail answer can take well over the default 10 s, so they wait longer.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The player journeys with the built-in demo stream: play, seek, close, the records that feed
 * continue watching and the history, resume; and the next-episode key crossing a season.
 */
async function firstTrendingMovie(page: Page): Promise<{ id: number; title: string }> {
  const res = await page.request.get('/api/catalog/trending/movie/week');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: { id: number; title: string }[] };
  const first = body.results[0];
  if (!first) throw new Error('no trending movie');
  return first;
}

async function openPlayer(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(page).toHaveURL(/play=1/);
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** A link whose accessible name contains the title, matched literally. */
const titleName = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const video = (page: Page) => page.frameLocator('iframe[title^="NEXUS stream"]').locator('video');

function readRecord(page: Page, key: string) {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);
}

test('movie: play, seek to 30 %, close, then continue watching, history and resume', async ({
  page,
}) => {
  await signIn(page);
  const movie = await firstTrendingMovie(page);
  await openPlayer(page, `/movie/${movie.id}`);
  await expect(page.getByRole('dialog', { name: movie.title })).toBeVisible();

  // The demo plays by itself (with sound when allowed, else muted); wait a couple of seconds.
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 45_000 })
    .toBeGreaterThan(2);

  const duration = await video(page).evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(30);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = v.duration * 0.3;
  });

  const key = `watch_progress_movie_${movie.id}`;
  await expect
    .poll(async () => {
      const record = (await readRecord(page, key)) as {
        progress?: { watched: number; duration: number };
      } | null;
      return record?.progress
        ? Math.round((record.progress.watched / record.progress.duration) * 100)
        : -1;
    })
    .toBe(30);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/play=1/);
  await expect(page.getByRole('button', { name: 'PLAY NOW' })).toBeFocused();

  // The record the continue-watching row reads, and the history entry the profile lists.
  const record = (await readRecord(page, key)) as Record<string, unknown>;
  expect(record).toMatchObject({ id: movie.id, type: 'movie', title: movie.title });
  expect(typeof record.lastWatched).toBe('number');
  const history = (await readRecord(page, 'nexus_watch_history')) as {
    id: number;
    progress: number;
  }[];
  expect(history[0]).toMatchObject({ id: movie.id, media_type: 'movie', progress: 30 });

  await page.goto('/browse');
  const continueRow = page.getByRole('region', { name: /continue watching/i });
  const card = continueRow.getByRole('link', { name: titleName(movie.title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/30\s?%/);

  await page.goto('/profile');
  const historyPanel = page.getByRole('region', { name: /watch history/i });
  await expect(historyPanel.getByText(movie.title)).toBeVisible();
  await expect(historyPanel.getByRole('progressbar').first()).toHaveAttribute(
    'aria-valuenow',
    '30',
  );

  // Reopening from continue watching resumes near 30 %.
  await page.goto('/browse');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/movie/${movie.id}\\?resume=1`));
  await expect(page.locator('iframe[title^="NEXUS stream"]')).toHaveAttribute(
    'src',
    new RegExp(`/embed/movie/${movie.id}\\?start=${Math.floor(duration * 0.3)}$`),
  );
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(Math.floor(duration * 0.3) - 1);
});

test('movie: the iframe is sandboxed with a referrer policy, and the overlay is a labelled modal', async ({
  page,
}) => {
  await signIn(page);
  const movie = await firstTrendingMovie(page);
  await page.goto(`/movie/${movie.id}?play=1`);
  const frame = page.locator('iframe[title^="NEXUS stream"]');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation',
  );
  await expect(frame).toHaveAttribute('referrerpolicy', 'same-origin');
  const dialog = page.getByRole('dialog', { name: movie.title });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // No serious or critical axe violations in the open player (the embed page included).
  await expect(
    page.getByRole('complementary', { name: 'Recommendations' }).getByRole('link').first(),
  ).toBeVisible();
  const axe = await runAxe(page);
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Settings: speed reaches the demo stream by postMessage.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitemradio', { name: '1.5x' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  // Quality too: the demo has one rendition, and shows the choice it received.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitemradio', { name: '720p' }).click();
  await expect(
    page.frameLocator('iframe[title^="NEXUS stream"]').locator('#demo-settings'),
  ).toHaveText('Speed 1.5x, quality 720p');
  await page.keyboard.press('Escape'); // closes the menu
  await page.keyboard.press('Escape'); // closes the player
  await expect(dialog).toBeHidden();
});

test('tv: Shift+Right crosses from the last episode of season 1 into season 2', async ({
  page,
}) => {
  await signIn(page);
  // Breaking Bad's first season has 7 episodes, so its list is padded with season 2.
  await page.goto('/tv/1396?play=1&season=1&episode=7');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Episodes' });
  await expect(panel.getByRole('button', { name: /^S2 E1 / })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^E7 / })).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('Shift+ArrowRight');
  await expect(page).toHaveURL(/season=2&episode=1/);
  await expect(page.locator('iframe[title^="NEXUS stream"]')).toHaveAttribute(
    'src',
    '/embed/tv/1396/2/1',
  );
  await expect(dialog.getByText('S2 E1', { exact: true })).toBeVisible();

  await page.keyboard.press('Shift+ArrowLeft'); // previous stops at episode 1
  await expect(page).toHaveURL(/season=2&episode=1/);

  // Choosing a season resets the episode to 1.
  await page.getByRole('button', { name: 'Next episode', exact: true }).click();
  await expect(page).toHaveURL(/season=2&episode=2/);
  await panel.getByRole('button', { name: 'S3', exact: true }).click();
  await expect(page).toHaveURL(/season=3&episode=1/);
});

test('tv: with AUTO-PLAY on, the end of an episode moves to the next', async ({ page }) => {
  await signIn(page);
  await page.goto('/tv/1396?play=1&season=2&episode=4');
  await expect(
    page.getByRole('complementary', { name: 'Episodes' }).getByRole('button', { name: /^E5 / }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  const toggle = page.getByRole('menuitemcheckbox', { name: /MANUAL/ });
  await toggle.click();
  await expect(page.getByRole('menuitemcheckbox', { name: /AUTO-PLAY/ })).toBeChecked();
  await page.keyboard.press('Escape');

  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(10);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
    void v.play();
  });
  await expect(page).toHaveURL(/season=2&episode=5/, { timeout: 15_000 });
  await expect(page.locator('iframe[title^="NEXUS stream"]')).toHaveAttribute(
    'src',
    '/embed/tv/1396/2/5',
  );
  // The finished episode is recorded at its end, so it leaves continue watching.
  const record = (await readRecord(page, 'watch_progress_tv_1396')) as {
    progress: { watched: number; duration: number };
    last_episode_watched: number;
  };
  expect(record.last_episode_watched).toBe(4);
  expect(record.progress.watched).toBeCloseTo(record.progress.duration, 0);
});
