import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCatalogSource } from '@/server/catalog/create-catalog-source';
import { fakeMovieCertification } from '@/server/catalog/tmdb/testing/fake-tmdb-data';
import { loadConfig } from '@/server/config';
import { isForKids } from '@/shared/catalog/kids-rule';
import { FAKE_PROVIDERS } from '@/server/catalog/tmdb/testing/fake-tmdb-providers';
import { TEST_TOKEN } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { useFakeTmdb } from '@/server/catalog/tmdb/testing/use-fake-tmdb';
import { useAppOnFakeTmdb } from '@/server/testing/use-app-on-fake-tmdb';
import { useTestApp } from '@/server/testing/use-test-app';
import type { RegionProviders, TitleWatchProviders } from '@/shared/where-to-watch/watch-providers';

/*
 * Where to watch (issue 34) against the fake TMDB: a title's offers per country, the services
 * of a country, the lists on my services (discover's provider filter), the validation, the
 * cache, and the embedded catalogue's 'not offered'.
 */
interface Page {
  page: number;
  results: Array<{ id: number }>;
  total_results: number;
}

describe('where to watch on TMDB', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  const served = useAppOnFakeTmdb(fake);
  let address = 0;
  /** Each request from its own address, so the upstream allowance is not what is tested. */
  const get = async <T>(url: string) => {
    address += 1;
    const res = await served.app.inject({
      url,
      remoteAddress: `10.34.${address >> 8}.${address & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T, headers: res.headers };
  };
  const upstream = (path: string) => fake.calls.filter((c) => c.path === path).length;

  it('answers the offers of the asked country, sorted by TMDB’s priority, with its link', async () => {
    // By the fake's rule, 1005 streams on Netflix and Disney Plus in the US, on WOW in Germany.
    const us = await get<TitleWatchProviders>('/api/catalog/movie/1005/watch-providers?region=US');
    expect(us.status).toBe(200);
    expect(us.body.flatrate.map((p) => p.name)).toEqual(['Netflix', 'Disney Plus']);
    expect(us.body.rent.map((p) => p.name)).toEqual(['Apple TV', 'Google Play Movies']);
    expect(us.body.link).toBe('https://www.themoviedb.org/movie/1005/watch?locale=US');
    expect(us.body.flatrate[0]!.logo).toMatch(/\/\{size\}\/logo-8\.jpg$/);
    const de = await get<TitleWatchProviders>('/api/catalog/movie/1005/watch-providers?region=DE');
    expect(de.body.flatrate.map((p) => p.name)).toEqual(['WOW']);
    expect(de.body.ads.map((p) => p.name)).toEqual(['Joyn']);
    expect(de.body.rent).toEqual([]);
    // One TMDB answer holds every country: the second country cost nothing upstream.
    expect(upstream('/movie/1005/watch/providers')).toBe(1);
  });

  it('answers empty lists and no link where the country has nothing', async () => {
    const res = await get<TitleWatchProviders>('/api/catalog/tv/5005/watch-providers?region=FR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5005, region: 'FR', link: null, flatrate: [], buy: [] });
    // 1023, a multiple of eleven, is offered nowhere in the US (the fake's rule).
    const none = await get<TitleWatchProviders>(
      '/api/catalog/movie/1023/watch-providers?region=US',
    );
    expect(none.body.link).toBeNull();
  });

  it('refuses a region that is not a country TMDB has data for, and an unknown title', async () => {
    for (const region of ['us', 'XX', 'USA', '', 'U1']) {
      const res = await get<{ error: { code: string; message: string } }>(
        `/api/catalog/movie/1005/watch-providers?region=${region}`,
      );
      expect(res.status, region).toBe(400);
      expect(res.body.error.message).toMatch(/region/);
    }
    expect((await get('/api/catalog/movie/1005/watch-providers')).status).toBe(400);
    expect((await get('/api/catalog/movie/99999/watch-providers?region=US')).status).toBe(404);
    expect(upstream('/movie/1005/watch/providers')).toBe(0);
  });

  it('keeps a title’s offers for the next asker and sends an hour’s cache policy', async () => {
    const first = await get('/api/catalog/tv/5010/watch-providers?region=US');
    const again = await get('/api/catalog/tv/5010/watch-providers?region=US&language=fr');
    expect(again.body).toEqual(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(upstream('/tv/5010/watch/providers')).toBe(1);
  });

  it('lists the services of a country, films’ and series’ merged, by priority', async () => {
    const us = await get<RegionProviders>('/api/catalog/watch-providers?region=US');
    expect(us.status).toBe(200);
    expect(us.body.providers.map((p) => p.name).slice(0, 3)).toEqual([
      'Netflix',
      'Disney Plus',
      'Amazon Prime Video',
    ]);
    expect(new Set(us.body.providers.map((p) => p.id)).size).toBe(us.body.providers.length);
    const de = await get<RegionProviders>('/api/catalog/watch-providers?region=DE');
    expect(de.body.providers.map((p) => p.name)).toContain('WOW');
    expect(de.body.providers.map((p) => p.name)).not.toContain('Hulu');
    await get('/api/catalog/watch-providers?region=US');
    expect(upstream('/watch/providers/movie')).toBe(2);
    expect((await get('/api/catalog/watch-providers?region=ZZ')).status).toBe(400);
  });

  it('narrows popular to titles on the services, any of them (TMDB’s |)', async () => {
    const all = await get<Page>('/api/catalog/movie/popular?page=1');
    const netflix = await get<Page>('/api/catalog/movie/popular?region=US&providers=8');
    expect(netflix.status).toBe(200);
    expect(netflix.body.total_results).toBeLessThan(all.body.total_results);
    expect(netflix.body.results.every((t) => t.id % 3 === 0)).toBe(true);
    const either = await get<Page>('/api/catalog/movie/popular?region=US&providers=8|9');
    expect(either.body.total_results).toBeGreaterThan(netflix.body.total_results);
    expect(either.body.results.every((t) => t.id % 3 !== 2)).toBe(true);
    const call = fake.calls.find((c) => c.path === '/discover/movie')!;
    expect(call.query).toMatchObject({
      watch_region: 'US',
      with_watch_providers: '8',
      sort_by: 'popularity.desc',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
  });

  it('sorts top rated on services by rating with a vote floor, and keys the cache by services', async () => {
    const url = `/api/catalog/tv/top_rated?region=DE&providers=${FAKE_PROVIDERS.wow.provider_id}`;
    const top = await get<Page>(url);
    expect(top.body.results.every((t) => t.id % 2 === 1)).toBe(true);
    const call = fake.calls.find((c) => c.path === '/discover/tv')!;
    expect(call.query).toMatchObject({ sort_by: 'vote_average.desc', 'vote_count.gte': '300' });
    await get(url);
    expect(upstream('/discover/tv')).toBe(1);
    await get('/api/catalog/tv/top_rated?region=US&providers=30');
    expect(upstream('/discover/tv')).toBe(2);
  });

  it('refuses bad service filters before asking TMDB', async () => {
    const bad = [
      '/api/catalog/movie/popular?providers=8',
      '/api/catalog/movie/popular?region=US',
      '/api/catalog/movie/popular?region=US&providers=8,9',
      '/api/catalog/movie/popular?region=US&providers=8|8',
      '/api/catalog/movie/popular?region=US&providers=0',
      `/api/catalog/movie/popular?region=US&providers=${Array.from({ length: 51 }, (_, i) => i + 1).join('|')}`,
      '/api/catalog/trending/movie/week?region=US&providers=8',
    ];
    for (const url of bad) expect((await get(url)).status, url).toBe(400);
    expect(upstream('/discover/movie')).toBe(0);
  });
});

describe('where to watch on the embedded catalogue', () => {
  const built = useTestApp({ AUTH_MODE: 'anonymous' });

  it('is not offered: 404 not-offered, and lists refuse a services filter', async () => {
    for (const url of [
      '/api/catalog/movie/603/watch-providers?region=US',
      '/api/catalog/watch-providers?region=US',
      '/api/catalog/movie/popular?region=US&providers=8',
    ]) {
      const res = await built.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not-offered' } });
    }
  });
});

describe('where to watch for a kids profile', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_MODE: 'anonymous',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-watch-kids-')),
      TMDB_BASE_URL: fake.url,
      TMDB_READ_TOKEN: TEST_TOKEN,
    });
    const silent = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
    app = await buildApp({
      config,
      catalogSource: await createCatalogSource(config, silent, { sleep: async () => undefined }),
      clientDir: tmpdir(),
      hotResponses: false,
      // `x-test-kids: 1` is a kids device (a test-only handle; the real one is the profiles').
      viewers: { viewerOf: async (request) => ({ kids: request.headers['x-test-kids'] === '1' }) },
    });
  });
  afterAll(() => app.close());
  const kidsGet = (url: string) => app.inject({ url, headers: { 'x-test-kids': '1' } });

  it('answers only for titles the profile may see, privately, and offers no list on services', async () => {
    const films = Array.from({ length: 45 }, (_, i) => 1000 + i);
    const allowed = films.find((id) => isForKids('movie', fakeMovieCertification(id)))!;
    const refused = films.find((id) => !isForKids('movie', fakeMovieCertification(id)))!;
    const ok = await kidsGet(`/api/catalog/movie/${allowed}/watch-providers?region=US`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private/);
    const no = await kidsGet(`/api/catalog/movie/${refused}/watch-providers?region=US`);
    expect(no.statusCode).toBe(403);
    expect(fake.calls.some((c) => c.path === `/movie/${refused}/watch/providers`)).toBe(false);
    const list = await kidsGet('/api/catalog/movie/popular?region=US&providers=8');
    expect(list.statusCode).toBe(404);
    expect(list.json()).toMatchObject({ error: { code: 'not-offered' } });
  });
});
