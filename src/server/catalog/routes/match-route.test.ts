import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useFakeTmdb } from '@/server/catalog/tmdb/testing/use-fake-tmdb';
import { TEST_TOKEN } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { useTestApp } from '@/server/testing/use-test-app';
import { useAppOnFakeTmdb } from '@/server/testing/use-app-on-fake-tmdb';
import { catalogMatchPath } from '@/shared/catalog/api-paths';
import { MATCH_LIMITS, matchResponseSchema } from '@/shared/catalog/match-schemas';

const post = (app: FastifyInstance, payload: unknown, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: catalogMatchPath,
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/catalog/match (embedded)', () => {
  const served = useTestApp({ AUTH_MODE: 'anonymous' });

  it('answers each item in order: matched, ambiguous with candidates, unmatched', async () => {
    const res = await post(served.app, {
      items: [
        { title: 'The Dark Knight', year: 2008 },
        { title: 'Hamlet' },
        { title: 'A Film Nobody Made', year: 1999 },
        { title: 'Breaking Bad', tmdbId: 1396, type: 'tv' },
        { title: 'amelie', year: 2001 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { results } = v.parse(matchResponseSchema, res.json());
    expect(results.map((r) => r.status)).toEqual([
      'matched',
      'ambiguous',
      'unmatched',
      'matched',
      'unmatched',
    ]);
    const [knight, hamlet, , breaking] = results;
    expect(knight?.status === 'matched' && knight.match.title).toBe('The Dark Knight');
    expect(hamlet?.status === 'ambiguous' && hamlet.candidates.map((c) => c.year).sort()).toEqual([
      1996, 2000,
    ]);
    expect(breaking?.status === 'matched' && breaking.match).toMatchObject({
      id: 1396,
      media_type: 'tv',
    });
  });

  it.each([
    [{}, 'items'],
    [{ items: [] }, 'items'],
    [{ items: [{ title: '' }] }, 'items.0.title'],
    [{ items: [{ title: 'x'.repeat(MATCH_LIMITS.title + 1) }] }, 'items.0.title'],
    [{ items: [{ title: 'Heat', year: 'soon' }] }, 'items.0.year'],
    [{ items: [{ title: 'Heat', imdbId: 'nm0000123' }] }, 'items.0.imdbId'],
    [{ items: [{ title: 'Heat', type: 'episode' }] }, 'items.0.type'],
    [{ items: Array.from({ length: MATCH_LIMITS.batch + 1 }, () => ({ title: 'Heat' })) }, 'items'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await post(served.app, payload, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad-request', message: expect.stringMatching(new RegExp(`^${field}: `)) },
    });
  });

  it('refuses a body that is not JSON in the error shape', async () => {
    const res = await served.app.inject({
      method: 'POST',
      url: catalogMatchPath,
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it(`allows ${MATCH_LIMITS.perMinute} requests a minute per address, then 429 with Retry-After`, async () => {
    const payload = { items: [{ title: 'Heat', year: 1995 }] };
    for (let i = 0; i < MATCH_LIMITS.perMinute; i += 1)
      expect((await post(served.app, payload, '10.0.0.9')).statusCode).toBe(200);
    const refused = await post(served.app, payload, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('too-many-requests');
    expect((await post(served.app, payload, '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('POST /api/catalog/match (TMDB)', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  const served = useAppOnFakeTmdb(fake);

  it('matches by IMDb id with TMDB find, by TMDB id, and by title and year with search', async () => {
    const res = await post(served.app, {
      items: [
        { title: 'whatever', imdbId: 'tt01000' },
        { title: 'whatever', tmdbId: 5002, type: 'tv' },
        { title: 'Neon Protocol 1', year: 2024 },
        { title: 'Neon Protocol 1', year: 2020 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results } = v.parse(matchResponseSchema, res.json());
    expect(results.map((r) => (r.status === 'matched' ? r.match.id : r.status))).toEqual([
      1000,
      5002,
      1001,
      'unmatched',
    ]);
    const paths = fake.calls.map((c) => c.path);
    expect(paths).toContain('/find/tt01000');
    expect(fake.calls.find((c) => c.path === '/find/tt01000')?.query).toEqual({
      external_source: 'imdb_id',
      language: 'en-US',
    });
    // The second search for the same title is the cache's.
    expect(paths.filter((p) => p === '/search/multi')).toHaveLength(1);
  });
});

describe('POST /api/catalog/match (TMDB, allowance spent)', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  const served = useAppOnFakeTmdb(fake, { CATALOG_UPSTREAM_PER_MINUTE: '2' });

  it("counts each call that reaches TMDB against the client's catalogue allowance", async () => {
    const items = ['Quantum Harbor 0', 'Neon Protocol 1', 'Silent Frontier 2'].map((title) => ({
      title,
    }));
    const refused = await post(served.app, { items }, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(fake.calls.filter((c) => c.path === '/search/multi')).toHaveLength(2);
    // The two already matched are cached: another client asking for them costs nothing.
    const cached = await post(served.app, { items: items.slice(0, 2) }, '10.1.0.2');
    expect(cached.statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/search/multi')).toHaveLength(2);
  });
});
