import { expect, test, type Page } from '@playwright/test';

/**
 * Runs against the anonymous server, whose first stream provider is a stand-in for a real
 * player (see playwright.config.ts): it is framed without a sandbox, answers from a mirror host
 * matched by a wildcard origin, and speaks the shapes real players use. Its page is served here.
 */
const FAKE_PLAYER = `<!doctype html><html><body><script>
  const id = Number(location.pathname.split('/')[2]);
  const post = (message) => parent.postMessage(message, '*');
  // On load, a snapshot of where this player's own storage says the viewer was.
  post({ type: 'MEDIA_DATA', data: JSON.stringify({ ['movie-' + id]: {
    mtmdbId: id, type: 'movie', progress: { watched: 50, duration: 600 } } }) });
  // Then real playback, with the title as tmdbId and the position as timestamp.
  setTimeout(() => post({ type: 'PLAYER_EVENT',
    data: { event: 'timeupdate', tmdbId: id, timestamp: 120, duration: 600 } }), 300);
  setTimeout(() => post({ type: 'PLAYER_EVENT',
    data: { event: 'pause', tmdbId: id, timestamp: 150, duration: 600 } }), 600);
  // The end, as some players send it: no times at all.
  window.finish = () => post({ type: 'PLAYER_EVENT', data: { event: 'complete', mtmdbId: id } });
</script><p>Fake player</p></body></html>`;

/** Seconds watched in the title's progress record, or null. */
function watchedSeconds(page: Page, id: number) {
  return page.evaluate(
    (key) =>
      (
        JSON.parse(localStorage.getItem(key) ?? 'null') as {
          progress?: { watched?: number };
        } | null
      )?.progress?.watched ?? null,
    `watch_progress_movie_${id}`,
  );
}

async function routeFakePlayer(page: Page) {
  await page.route('https://*.fake-player.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_PLAYER }),
  );
}

test('a real player framed without a sandbox: its message shapes are read, its snapshot is not a play', async ({
  page,
}) => {
  await routeFakePlayer(page);
  const res = await page.request.get('/api/catalog/movie/popular?page=1');
  const { results } = (await res.json()) as { results: { id: number }[] };
  const id = results[0]!.id;
  await page.goto(`/watch/movie/${id}`);
  const frame = page.locator('iframe[title^="NEXUS stream"]');
  await expect(frame).toHaveAttribute('src', `https://eu1.fake-player.test/movie/${id}`);
  expect(await frame.getAttribute('sandbox')).toBeNull();
  // The snapshot (50 s) was not taken as progress; the played position (150 s) was.
  await expect.poll(() => watchedSeconds(page, id)).toBe(150);
  const history = await page.evaluate(() => localStorage.getItem('nexus_watch_history'));
  expect(history).toContain(`"id":${id}`);

  // A bare 'complete' finishes the film.
  const player = page.frames().find((f) => f.url().startsWith('https://eu1.fake-player.test/'));
  await player!.evaluate('window.finish()');
  await expect.poll(() => watchedSeconds(page, id)).toBe(600);
});

test('a provider that needs an IMDb id is skipped for a title without one', async ({ page }) => {
  await routeFakePlayer(page);
  // 3 Body Problem (TMDB 108545) is a series the embedded catalogue has no IMDb id for, and the
  // fake player's TV template needs one.
  await page.goto('/watch/tv/108545/1/1');
  await expect(page.locator('iframe[title^="NEXUS stream"]')).toHaveAttribute(
    'src',
    /^\/embed\/tv\/108545\/1\/1/,
  );
});
