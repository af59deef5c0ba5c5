import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema } from '@/shared/chat/chat-schemas';
import { titleListSchema } from '@/shared/catalog/title-schemas';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { listenApp } from '@/server/testing/listen-app';
import { seededRandom } from './testing/seeded-random';

/**
 * Robustness (docs/product.md#robustness), load: 1,000 requests at once, mixed across every kind of
 * endpoint, each on its own connection to the real server (the chat's per-user limit lifted, as for
 * a crowd of users). Every one must succeed with the right answer.
 */
const TOTAL = 1000;
const SERIES = [1396, 1399, 2316, 1668, 66732, 1402];

interface Planned {
  method?: 'POST';
  path: string;
  body?: string;
  check: (text: string, type: string) => void;
}

const json = (parse: (value: unknown) => unknown) => (text: string, type: string) => {
  expect(type).toContain('application/json');
  parse(JSON.parse(text));
};

describe('1,000 concurrent requests across the API', () => {
  let server: Awaited<ReturnType<typeof listenApp>>;
  let movieIds: number[] = [];
  /** The chat answers signed-in people only: the crowd shares one account's session. */
  let sessionCookie = '';
  beforeAll(async () => {
    server = await listenApp({}, { chatRateLimit: false });
    const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({
        name: 'Crowd',
        email: 'crowd@example.com',
        password: 'Crowd-Load-2049',
      }),
    });
    expect(signUp.status).toBe(200);
    sessionCookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const popular = await fetch(`${server.origin}/api/catalog/movie/popular?page=1`);
    movieIds = v.parse(titleListSchema, await popular.json()).results.map((t) => t.id);
  });
  afterAll(() => server.close());

  function plan(seed: number): Planned[] {
    const r = seededRandom(seed);
    const kinds: Array<() => Planned> = [
      () => ({
        path: `/api/catalog/${r.pick(['movie/popular', 'tv/top_rated', 'trending/movie/week', 'trending/tv/week'])}?page=${r.int(1, 30)}`,
        check: json((body) => v.parse(titleListSchema, body)),
      }),
      () => ({
        path: `/api/catalog/movie/${r.pick(movieIds)}`,
        check: json((body) => v.parse(movieDetailSchema, body)),
      }),
      () => ({
        path: `/api/catalog/tv/${r.pick(SERIES)}`,
        check: json((body) => v.parse(tvDetailSchema, body)),
      }),
      () => ({
        path: `/api/catalog/tv/${r.pick(SERIES)}/season/${r.int(1, 5)}`,
        check: json((body) => v.parse(seasonSchema, body)),
      }),
      () => ({
        path: `/api/catalog/search/${r.pick(['movie', 'tv', 'multi'])}?query=${r.pick(['dark', 'star', 'love', 'night', 'war'])}`,
        check: json((body) => v.parse(titleListSchema, body)),
      }),
      () => ({
        path: `/api/art/poster/movie/${r.pick(movieIds)}.svg`,
        check: (text, type) => {
          expect(type).toContain('image/svg+xml');
          expect(text).toMatch(/^<svg/);
        },
      }),
      () => ({ path: '/healthz', check: json((v) => expect(v).toMatchObject({ status: 'ok' })) }),
      () => ({
        path: r.pick(['/', '/browse', `/movie/${r.pick(movieIds)}`, '/vault']),
        check: (text, type) => {
          expect(type).toContain('text/html');
          expect(text).toContain('<div id="root">');
        },
      }),
      () => ({
        method: 'POST',
        path: '/api/chat',
        body: JSON.stringify({
          text: r.pick(['something scary', 'funny 90s movies', 'like Alien']),
        }),
        check: json((body) =>
          expect(v.parse(chatResponseSchema, body).text.length).toBeGreaterThan(0),
        ),
      }),
    ];
    return Array.from({ length: TOTAL }, (_, i) => kinds[i % kinds.length]!());
  }

  it('all succeed, each with the right answer', async () => {
    const planned = plan(4242);
    const started = performance.now();
    const answers = await Promise.all(
      planned.map(async (p) => {
        const res = await fetch(server.origin + p.path, {
          method: p.method ?? 'GET',
          headers: p.body
            ? { 'content-type': 'application/json', cookie: sessionCookie, origin: server.origin }
            : { accept: 'text/html' },
          body: p.body,
        });
        return {
          p,
          status: res.status,
          type: res.headers.get('content-type') ?? '',
          text: await res.text(),
        };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const failed = answers.filter((a) => a.status !== 200);
    expect(
      failed.slice(0, 5).map((a) => `${a.p.path} → ${a.status} ${a.text.slice(0, 80)}`),
      `${failed.length} of ${TOTAL} failed`,
    ).toEqual([]);
    for (const a of answers) a.p.check(a.text, a.type);
    expect(new Set(planned.map((p) => p.path.split('/')[2])).size).toBeGreaterThanOrEqual(5);
    // Generous for a busy 2-core machine; a stuck request would hold the whole batch far longer.
    expect(seconds).toBeLessThan(30);
  }, 60_000);
});
