import { expect as baseExpect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';

/**
 * Issue 38's journeys (docs/product.md#series-page, #resume, #player-controls, #notices): play an
 * episode from its row, the next-episode card with AUTO-PLAY's countdown and Cancel, resuming a
 * film and playing it from the start, a card-menu save with Undo, a series in WATCH HISTORY, and
 * 44 px touch targets on a phone.
 */

// Real video plays beside the catalogue on a shared machine: allow it time.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const video = (page: Page) => page.frameLocator('iframe[title^="NEXUS stream"]').locator('video');
const frame = (page: Page) => page.locator('iframe[title^="NEXUS stream"]');

async function seriousViolations(page: Page) {
  const axe = await runAxe(page);
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
}

/**
 * Runs `work` while the page's clock is held, moving it on 1 ms at a time as long as the work
 * runs: axe's own short timers fire, and a countdown's 1 s ticks stay far away.
 */
async function held<T>(page: Page, work: () => Promise<T>) {
  let done = false;
  const pump = (async () => {
    while (!done) {
      // The clock is the whole context's: a call fails when a page of it closes meanwhile (axe
      // opens and closes a blank page to finish its run). The pumping goes on while the work
      // runs, and a failure never replaces the work's own error.
      await page.clock.runFor(1).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return await work();
  } finally {
    done = true;
    await pump;
  }
}

test('play S1E3 from its row; at the end the card counts down with AUTO-PLAY and Cancel stops it', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock: in real time until the episode's end, then held
  // while the card is checked (axe on a busy machine took longer than the countdown's 10 s, which
  // then played the next episode before Cancel was pressed), then run on by hand.
  await page.clock.install();
  await signIn(page);
  await page.goto('/tv/1396');
  const play = page.getByRole('button', { name: /^Play S1E3 / });
  await expect(play).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await play.click();
  await expect(page).toHaveURL(/play=1&season=1&episode=3/);
  await expect(frame(page)).toHaveAttribute('src', '/embed/tv/1396/1/3');
  // The demo label names what plays.
  await expect(
    page.frameLocator('iframe[title^="NEXUS stream"]').locator('#demo-label'),
  ).toHaveText('Demo stream: Breaking Bad S1E3');

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitemcheckbox', { name: /MANUAL/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /AUTO-PLAY/ })).toBeChecked();
  await page.keyboard.press('Escape');

  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(10);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
    void v.play();
  });
  const card = page.getByRole('region', { name: 'Up next' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('S1E4 ·');
  await expect(card.getByText(/^Next episode in \d+ s$/)).toBeVisible();
  expect(await held(page, () => seriousViolations(page))).toEqual([]);
  await expect(card.getByText('Next episode in 10 s')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText(/^Next episode in/)).toHaveCount(0);
  // Past the 10 s the countdown had, the episode is still the same one: 11 s of the page's timers
  // run at once (each of the countdown's ticks would fire, and its end would switch episodes).
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(/season=1&episode=3/);
  await page.clock.resume();
  await card.getByRole('button', { name: 'Next episode' }).click();
  await expect(page).toHaveURL(/season=1&episode=4/);
  await expect(frame(page)).toHaveAttribute('src', '/embed/tv/1396/1/4');
});

test("a film at 23 % offers 'Resume from 23 %', and 'Play from start' starts at 0", async ({
  page,
}) => {
  await signIn(page);
  const res = await page.request.get('/api/catalog/trending/movie/week');
  const movie = ((await res.json()) as { results: { id: number; title: string }[] }).results[0]!;
  await seedLocalData(
    page,
    {
      [`watch_progress_movie_${movie.id}`]: {
        id: movie.id,
        title: movie.title,
        type: 'movie',
        poster_path: null,
        progress: { watched: 1380, duration: 6000 },
        lastWatched: Date.now() - 60_000,
      },
    },
    `/movie/${movie.id}`,
  );
  await expect(page.getByRole('button', { name: 'PLAY NOW' })).toBeVisible();
  await expect(page.getByText('Resume from 23 %')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Resume from 23 %' })).toBeVisible();
  await page.getByRole('button', { name: 'Play from start' }).click();
  await expect(page).toHaveURL(/play=1&from=start/);
  await expect(frame(page)).toHaveAttribute('src', `/embed/movie/${movie.id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${movie.id}$`));
  // PLAY NOW still resumes.
  await page.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(frame(page)).toHaveAttribute('src', `/embed/movie/${movie.id}?start=1380`);
});

test('a card-menu save says so with Undo, and Undo takes it back', async ({ page }) => {
  await signIn(page);
  await page.goto('/browse');
  const card = page.getByRole('list', { name: 'Trending movies' }).getByRole('listitem').first();
  const name = (await card.locator('p').first().textContent())!.trim();
  const actions = card.getByRole('button', { name: `Actions for ${name}` });
  await expect(actions).toHaveAttribute('data-state', 'closed');
  await actions.click();
  await page.getByRole('menuitem', { name: `Add ${name} to Vault` }).click();
  const notice = page.getByText(`Added ${name} to the vault.`);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  // Undo puts the vault back as it was: here, never written.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('nexus_vault') ?? '[]')))
    .toEqual([]);
  await actions.click();
  await expect(page.getByRole('menuitem', { name: `Add ${name} to Vault` })).toBeVisible();
});

test('a series in WATCH HISTORY shows its last episode and what is left', async ({ page }) => {
  await signIn(page);
  const now = Date.now();
  await seedLocalData(
    page,
    {
      watch_progress_tv_1396: {
        id: 1396,
        title: 'Breaking Bad',
        type: 'tv',
        poster_path: null,
        progress: { watched: 1700, duration: 2400 },
        last_season_watched: 1,
        last_episode_watched: 4,
        lastWatched: now - 60_000,
      },
      nexus_watch_history: [
        { id: 1396, media_type: 'tv', name: 'Breaking Bad', watchedAt: now - 60_000, progress: 0 },
      ],
    },
    '/profile',
  );
  const history = page.getByRole('region', { name: 'WATCH HISTORY' });
  await expect(history.getByText('S1E4 · 12 min left')).toBeVisible();
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the series page and its cards offer targets of at least 44 px', async ({ page }) => {
    await signIn(page);
    await page.goto('/tv/1396');
    await expect(page.getByRole('button', { name: /^Play S1E1 / })).toBeVisible();
    const measured = [
      page.getByRole('button', { name: /^Play S1E1 / }),
      page.getByRole('group', { name: 'Seasons' }).getByRole('button').first(),
      page.getByRole('button', { name: /^WATCH S1E1$/ }),
    ];
    for (const control of measured) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      expect(box!.width, String(control)).toBeGreaterThanOrEqual(44);
      expect(box!.height, String(control)).toBeGreaterThanOrEqual(44);
    }

    // A card's '⋯' on the home rows.
    await page.goto('/browse');
    const actions = page
      .getByRole('list', { name: 'Trending movies' })
      .getByRole('button', { name: /^Actions for / })
      .first();
    await expect(actions).toHaveAttribute('data-state', 'closed');
    const box = await actions.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await atLeast44(page.getByRole('button', { name: 'Open menu' }));
    await atLeast44(page.getByRole('link', { name: 'NEXUS home' }));

    // Marked watched, the card's 'Watched' badge sits in the poster's upper half, under the
    // '⋯': the poster's own title and its year and genre line are at the bottom.
    const card = page.getByRole('list', { name: 'Trending movies' }).getByRole('listitem').first();
    const name = (await card.locator('p').first().textContent())!.trim();
    await actions.click();
    await page.getByRole('menuitem', { name: `Mark ${name} as watched` }).click();
    const badge = card.getByTitle('Watched');
    await expect(badge).toBeVisible();
    const poster = (await card.getByRole('img', { name: `Poster of ${name}` }).boundingBox())!;
    const mark = (await badge.boundingBox())!;
    expect(mark.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    expect(mark.y + mark.height).toBeLessThanOrEqual(poster.y + poster.height / 2);

    // The browse tab chips (34 px high before the touch rule).
    await page.goto('/movies');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) await atLeast44(tab);

    // A film's primary and secondary buttons.
    const res = await page.request.get('/api/catalog/trending/movie/week');
    const movie = ((await res.json()) as { results: { id: number }[] }).results[0]!;
    await page.goto(`/movie/${movie.id}`);
    await atLeast44(page.getByRole('button', { name: 'PLAY NOW' }));
    await atLeast44(page.getByRole('button', { name: 'Add to Vault' }));
    // (Marked watched above, from its card.)
    await atLeast44(page.getByRole('button', { name: /^Mark as (un)?watched$/ }));
    // Each star of 'Your rating' is one target; tapped again it takes off its half.
    const fourStars = page.getByRole('radio', { name: '4 stars' });
    const star = page.locator('label', { has: fourStars });
    await atLeast44(star);
    await star.tap();
    await expect(fourStars).toBeChecked();
    await star.tap();
    await expect(page.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  });
});

/** A control's box on screen is at least 44 x 44 px (WCAG 2.5.5, docs/product.md#touch). */
async function atLeast44(control: ReturnType<Page['locator']>) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, String(control)).not.toBeNull();
  expect(box!.width, String(control)).toBeGreaterThanOrEqual(44);
  expect(box!.height, String(control)).toBeGreaterThanOrEqual(44);
}
