import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCatalogSource } from '@/server/catalog/create-catalog-source';
import { loadConfig } from '@/server/config';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { isForKids } from '@/shared/catalog/kids-rule';
import { PROFILE_ERROR_CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';
import { fakeMovieCertification, fakeTvRating } from './testing/fake-tmdb-data';
import type { FakeTmdbServer } from './testing/fake-tmdb-server';
import { TEST_TOKEN } from './testing/tmdb-test-kit';
import { useFakeTmdb } from './testing/use-fake-tmdb';
import { usFilmCertification, usSeriesRating } from './tmdb-kids';

/*
 * A kids profile on the TMDB catalogue (issue 31), against the fake TMDB: lists from discover,
 * every title checked against its own US certification, checks kept per title and counted
 * against the client's upstream allowance. `x-test-kids: 1` is a kids device (a test-only
 * profiles handle; the real one is the profiles plugin's).
 */
const profiles: Pick<ProfilesHandle, 'viewerOf'> = {
  viewerOf: async (request) => ({ kids: request.headers['x-test-kids'] === '1' }),
};
const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

async function appOn(fake: FakeTmdbServer, env: Record<string, string> = {}) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_MODE: 'anonymous',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-tmdb-kids-')),
    TMDB_BASE_URL: fake.url,
    TMDB_READ_TOKEN: TEST_TOKEN,
    ...env,
  });
  const source = await createCatalogSource(config, silent, { sleep: async () => undefined });
  return buildApp({
    config,
    catalogSource: source,
    clientDir: tmpdir(),
    hotResponses: false,
    viewers: profiles,
  });
}

interface Item {
  id: number;
  media_type?: 'movie' | 'tv';
}
const passes = (media: 'movie' | 'tv', id: number) =>
  media === 'movie'
    ? isForKids('movie', fakeMovieCertification(id))
    : isForKids('tv', fakeTvRating(id));

describe('TMDB for a kids profile', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await appOn(fake);
  });
  afterAll(() => app.close());

  let address = 0;
  /** Each request from its own address, so the upstream allowance is not what is tested. */
  const get = (url: string, kids: boolean) =>
    app.inject({
      url,
      headers: kids ? { 'x-test-kids': '1' } : {},
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const results = async (url: string, kids: boolean) => {
    const res = await get(url, kids);
    expect(res.statusCode).toBe(200);
    return res.json<{ results: Item[] }>().results;
  };

  it('lists films from discover with a US certification of at most PG, each checked', async () => {
    const films = await results('/api/catalog/movie/popular?page=1', true);
    const discover = fake.calls.find((c) => c.path === '/discover/movie')!;
    expect(discover.query).toMatchObject({
      certification_country: 'US',
      'certification.lte': 'PG',
      sort_by: 'popularity.desc',
    });
    expect(films.length).toBeGreaterThan(5);
    for (const film of films) expect(passes('movie', film.id)).toBe(true);
    // Discover let the unrated films through ('NR' comes before 'G'); their own check did not.
    const checked = fake.calls.filter((c) => /^\/movie\/\d+\/release_dates$/.test(c.path));
    const unrated = checked.filter(
      (c) => fakeMovieCertification(Number(c.path.split('/')[2])) === 'NR',
    );
    expect(unrated.length).toBeGreaterThan(0);
  });

  it('lists series from discover in the Kids or Family genres, each checked against its rating', async () => {
    const series = await results('/api/catalog/tv/popular?page=1', true);
    const discover = fake.calls.find((c) => c.path === '/discover/tv')!;
    expect(discover.query.with_genres).toBe('10762|10751');
    expect(series.length).toBeGreaterThan(3);
    for (const show of series) expect(passes('tv', show.id)).toBe(true);
    const grownUp = await results('/api/catalog/tv/popular?page=1', false);
    expect(grownUp.some((show) => !passes('tv', show.id))).toBe(true);
  });

  it('checks each title once, whichever list or search shows it again', async () => {
    await results('/api/catalog/movie/top_rated?page=1', true);
    await results('/api/catalog/trending/movie/week?page=1', true);
    await results('/api/catalog/search/movie?query=harbor', true);
    const checks = fake.calls
      .filter((c) => /^\/movie\/\d+\/release_dates$/.test(c.path))
      .map((c) => c.path);
    expect(checks.length).toBeGreaterThan(0);
    expect(new Set(checks).size).toBe(checks.length);
  });

  it('finds only titles that pass', async () => {
    const found = await results('/api/catalog/search/multi?query=signal', true);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) expect(passes(t.media_type!, t.id)).toBe(true);
    const grownUp = await results('/api/catalog/search/multi?query=signal', false);
    expect(grownUp.some((t) => !passes(t.media_type!, t.id))).toBe(true);
  });

  it('answers 403 for a film that fails, and a film that passes with its kids recommendations only', async () => {
    const adult = await get('/api/catalog/movie/1001', true);
    expect(adult.statusCode).toBe(403);
    expect(adult.json()).toEqual({
      error: { code: PROFILE_ERROR_CODES.notOnThisProfile, message: PROFILE_TEXTS.notAvailable },
    });
    const film = await get('/api/catalog/movie/1000', true);
    expect(film.statusCode).toBe(200);
    const recommended = film.json<{ recommendations: { results: Item[] } }>().recommendations;
    expect(recommended.results.map((t) => t.id)).toEqual([1002]);
    // Its certification came with the details, in the same call.
    const detail = fake.calls.find((c) => c.path === '/movie/1000')!;
    expect(detail.query.append_to_response).toContain('release_dates');
    expect(fake.calls.some((c) => c.path === '/movie/1000/release_dates')).toBe(false);
    expect((await get('/api/catalog/movie/1001', false)).statusCode).toBe(200);
  });

  it('answers 403 for a series that fails and its seasons', async () => {
    expect((await get('/api/catalog/tv/5001', true)).statusCode).toBe(403);
    expect((await get('/api/catalog/tv/5001/season/1', true)).statusCode).toBe(403);
    expect((await get('/api/catalog/tv/5004', true)).statusCode).toBe(403); // no US rating
    expect((await get('/api/catalog/tv/5000', true)).statusCode).toBe(200);
    expect((await get('/api/catalog/tv/5000/season/1', true)).statusCode).toBe(200);
    expect((await get('/api/catalog/tv/5001', false)).statusCode).toBe(200);
  });

  it("shows a person's credits that pass", async () => {
    const res = await get('/api/catalog/person/77', true);
    expect(res.statusCode).toBe(200);
    const { cast, crew } = res.json<{ combined_credits: { cast: Item[]; crew: Item[] } }>()
      .combined_credits;
    for (const t of [...cast, ...crew]) expect(passes(t.media_type!, t.id)).toBe(true);
  });

  it('keeps kids answers apart from the grown-ups’ in the cache', async () => {
    const kids = await results('/api/catalog/movie/popular?page=2', true);
    const grownUp = await results('/api/catalog/movie/popular?page=2', false);
    const kidsAgain = await results('/api/catalog/movie/popular?page=2', true);
    expect(kids.every((t) => passes('movie', t.id))).toBe(true);
    expect(grownUp.some((t) => !passes('movie', t.id))).toBe(true);
    expect(kidsAgain).toEqual(kids);
  });
});

describe("TMDB for a kids profile: the checks spend the client's upstream allowance", () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await appOn(fake, { CATALOG_UPSTREAM_PER_MINUTE: '5' });
  });
  afterAll(() => app.close());

  it('refuses a kids list whose checks go past it, while one grown-up call is fine', async () => {
    const grownUp = await app.inject({
      url: '/api/catalog/movie/popular',
      remoteAddress: '10.8.0.1',
    });
    expect(grownUp.statusCode).toBe(200);
    const kids = await app.inject({
      url: '/api/catalog/movie/popular',
      headers: { 'x-test-kids': '1' },
      remoteAddress: '10.8.0.2',
    });
    expect(kids.statusCode).toBe(429);
    expect(kids.json()).toMatchObject({ error: { code: 'too-many-requests' } });
  });
});

describe('US certifications as TMDB gives them', () => {
  it("reads a film's from its US theatrical release, else its first other rated US release", () => {
    const release = (type: number, certification: string) => ({ type, certification });
    expect(
      usFilmCertification({
        results: [
          { iso_3166_1: 'GB', release_dates: [release(3, '18')] },
          { iso_3166_1: 'US', release_dates: [release(1, ''), release(4, 'NR'), release(3, 'PG')] },
        ],
      }),
    ).toBe('PG');
    expect(
      usFilmCertification({
        results: [{ iso_3166_1: 'US', release_dates: [release(1, ''), release(4, 'R')] }],
      }),
    ).toBe('R');
    expect(
      usFilmCertification({ results: [{ iso_3166_1: 'GB', release_dates: [release(3, 'U')] }] }),
    ).toBeNull();
    expect(usFilmCertification(null)).toBeNull();
  });

  it("reads a series' US rating, null without one", () => {
    expect(
      usSeriesRating({
        results: [
          { iso_3166_1: 'DE', rating: '12' },
          { iso_3166_1: 'US', rating: 'TV-Y7' },
        ],
      }),
    ).toBe('TV-Y7');
    expect(usSeriesRating({ results: [{ iso_3166_1: 'US', rating: '' }] })).toBeNull();
    expect(usSeriesRating({ results: [] })).toBeNull();
  });
});
