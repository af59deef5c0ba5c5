import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { signIn, signInAs } from './support/sign-in';

/**
 * axe on every route, signed out and signed in, with and without local data: no serious or
 * critical violations. Pages are scanned once their main content has rendered.
 */
const signedInRoutes = [
  '/browse',
  '/movies',
  '/tv-shows',
  '/neural-chat',
  '/vault',
  '/profile',
  '/profiles',
  '/account',
  '/calendar',
  '/tv/1396',
];
const publicRoutes = ['/', '/error', '/no-such-page'];

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await runAxe(page);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

async function seedLocalData(page: Page) {
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  const first = popular.results?.[0];
  if (!first) return;
  await page.evaluate((title) => {
    const now = Date.now();
    localStorage.setItem(
      'nexus_vault',
      JSON.stringify([{ ...title, type: 'movie', addedAt: new Date(now).toISOString() }]),
    );
    localStorage.setItem(
      'nexus_watch_history',
      JSON.stringify([
        {
          id: title.id,
          media_type: 'movie',
          title: title.title,
          poster_path: title.poster_path,
          watchedAt: now,
          progress: 40,
        },
      ]),
    );
    localStorage.setItem(
      `watch_progress_movie_${title.id}`,
      JSON.stringify({
        id: title.id,
        title: title.title,
        type: 'movie',
        poster_path: title.poster_path,
        backdrop_path: null,
        progress: { watched: 1200, duration: 3000 },
        lastWatched: now,
      }),
    );
  }, first);
}

for (const route of publicRoutes) {
  test(`a11y signed out: ${route}`, async ({ page }) => {
    await page.goto(route);
    await expectNoSeriousViolations(page);
  });
}

for (const withData of [false, true]) {
  test.describe(withData ? 'with local data' : 'without local data', () => {
    for (const route of signedInRoutes) {
      test(`a11y signed in: ${route}`, async ({ page }) => {
        await signIn(page);
        await page.goto('/error');
        if (withData) await seedLocalData(page);
        await page.goto(route);
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test('a11y signed in: a movie page', async ({ page }) => {
  await signIn(page);
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  await page.goto(`/movie/${popular.results?.[0]?.id ?? 1}`);
  await expectNoSeriousViolations(page);
});

test('a11y signed in: the devices panel with two devices, after signing one out, and failing', async ({
  page,
  browser,
}) => {
  // Two browsers and three scans, each after the network settles: more than one page's time.
  test.setTimeout(90_000);
  const { email } = await signIn(page);
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  await signInAs(await other.newPage(), email);

  await page.goto('/account');
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expectNoSeriousViolations(page);

  // Keyboard only: the other device's button, then the outcome and focus back on the panel.
  const signOut = page.getByRole('button', { name: /^Sign out Firefox on Linux/ });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Firefox on Linux is signed out.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devices' })).toBeFocused();
  await expect(devices).toHaveCount(1);
  await expectNoSeriousViolations(page);

  await page.route('**/api/auth/list-sessions', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Unable to load your devices');
  await expectNoSeriousViolations(page);
  await other.close();
});
