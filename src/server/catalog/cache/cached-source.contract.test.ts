import { vi, afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notFound } from '@/server/http/errors';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { type FakeTmdbServer, startFakeTmdb } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { TEST_TOKEN, tmdbAgainst } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { createCachedSource } from './cached-source';

const MIN = 60_000;

describe('cached source around the TMDB source (against the fake TMDB)', () => {
  let fake: FakeTmdbServer;
  let clock = 0;
  const now = () => clock;
  beforeAll(async () => {
    fake = await startFakeTmdb({ token: TEST_TOKEN });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    // Let background refreshes of the previous test land before its calls are cleared.
    await new Promise((resolve) => setTimeout(resolve, 60));
    fake.reset();
    clock = 1_000_000;
  });

  const cachedTmdb = () => createCachedSource(tmdbAgainst(fake, { retries: 0 }).source, { now });

  it('coalesces 50 concurrent identical requests into exactly 1 upstream call', async () => {
    fake.set({ delayMs: 50 });
    const cache = cachedTmdb();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.list('movie', 'popular', 1)),
    );
    expect(fake.calls).toHaveLength(1);
    expect(new Set(answers.map((a) => a.results[0]!.id)).size).toBe(1);
    await Promise.all(Array.from({ length: 50 }, () => cache.movie(1002)));
    expect(fake.calls).toHaveLength(2);
  });

  it('answers from memory within the TTL: lists 5 min, searches 10 min, details 12 h', async () => {
    const cache = cachedTmdb();
    await cache.list('tv', 'popular', 1);
    await cache.search('multi', 'echo', 1);
    await cache.tv(5001);
    clock += 4 * MIN;
    await cache.list('tv', 'popular', 1);
    await cache.search('multi', 'Echo ', 1);
    clock += 5 * MIN; // 9 min: the list is past its TTL, the search is not
    await cache.search('multi', 'echo', 1);
    await cache.tv(5001);
    expect(fake.calls.map((c) => c.path)).toEqual(['/tv/popular', '/search/multi', '/tv/5001']);
    clock += 12 * 60 * MIN;
    await cache.tv(5001); // past 12 h: answered, and refreshed behind the answer
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls.filter((c) => c.path === '/tv/5001')).toHaveLength(2);
  });

  it('adds the season counts of series it already holds to TV lists, fetching nothing', async () => {
    const cache = cachedTmdb();
    const before = await cache.list('tv', 'popular', 1);
    const first = before.results[0]!;
    expect(first.number_of_seasons).toBeUndefined();
    const detail = await cache.tv(first.id);
    const after = await cache.list('tv', 'popular', 1);
    expect(after.results[0]!.number_of_seasons).toBe(detail!.number_of_seasons);
    expect(after.results.slice(1).every((t) => t.number_of_seasons === undefined)).toBe(true);
    // Only the list and the one detail were ever asked for.
    expect(fake.calls.map((c) => c.path)).toEqual(['/tv/popular', `/tv/${first.id}`]);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const cache = cachedTmdb();
    await cache.list('movie', 'trending', 1);
    clock += 6 * MIN;
    fake.set({ delayMs: 200 });
    const started = Date.now();
    const stale = await cache.list('movie', 'trending', 1);
    expect(Date.now() - started).toBeLessThan(150);
    expect(stale.isFallback).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls).toHaveLength(2);
  });

  it('during an outage serves entries up to 24 h old marked isFallback, then gives up', async () => {
    const cache = cachedTmdb();
    const fresh = await cache.list('movie', 'popular', 1);
    await cache.movie(1001);
    fake.set({ failStatus: 503 });
    clock += 3 * 60 * MIN;
    const list = await cache.list('movie', 'popular', 1);
    expect(list).toMatchObject({ isFallback: true, results: fresh.results });
    expect(list.fallbackReason).toMatch(/catalog-upstream-error.*180 min ago/);
    clock += 22 * 60 * MIN; // 25 h: the detail is past its TTL and its refresh window
    expect(await cache.movie(1001)).toMatchObject({ id: 1001, isFallback: true });
    clock += 24 * 60 * MIN;
    await expect(cache.list('movie', 'popular', 1)).rejects.toMatchObject({ statusCode: 502 });
    fake.set({ failStatus: null });
    expect((await cache.list('movie', 'popular', 1)).isFallback).toBeUndefined();
  });

  it('answers an old entry (marked) when TMDB is slow, and keeps the late answer', async () => {
    const cache = createCachedSource(tmdbAgainst(fake, { retries: 0 }).source, {
      now,
      staleDeadlineMs: 100,
    });
    const fresh = await cache.list('movie', 'popular', 1);
    clock += 3 * 60 * MIN; // past the TTL and its refresh window: a plain miss would wait
    fake.set({ delayMs: 600 });
    const started = Date.now();
    const slow = await cache.list('movie', 'popular', 1);
    expect(Date.now() - started).toBeLessThan(500);
    expect(slow).toMatchObject({ isFallback: true, results: fresh.results });
    expect(slow.fallbackReason).toMatch(/^catalog-slow: .*180 min ago/);
    // The late upstream answer still lands: the next request is a fresh hit.
    await new Promise((resolve) => setTimeout(resolve, 700));
    fake.set({ delayMs: 0 });
    const after = await cache.list('movie', 'popular', 1);
    expect(after.isFallback).toBeUndefined();
    expect(fake.calls).toHaveLength(2);
  });

  it('waits for a slow TMDB when it has nothing to fall back on', async () => {
    const cache = createCachedSource(tmdbAgainst(fake, { retries: 0 }).source, {
      now,
      staleDeadlineMs: 50,
    });
    fake.set({ delayMs: 200 });
    const list = await cache.list('tv', 'popular', 1);
    expect(list.isFallback).toBeUndefined();
    expect(list.results.length).toBeGreaterThan(0);
  });

  it('answers 504 catalog-timeout when TMDB outlasts the deadline, and caches the late answer', async () => {
    const cache = createCachedSource(tmdbAgainst(fake, { retries: 0 }).source, {
      now,
      answerDeadlineMs: 60,
    });
    fake.set({ delayMs: 250 });
    const started = Date.now();
    await expect(cache.list('movie', 'top_rated', 1)).rejects.toMatchObject({
      statusCode: 504,
      code: 'catalog-timeout',
    });
    expect(Date.now() - started).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const callsBefore = fake.calls.length;
    const late = await cache.list('movie', 'top_rated', 1);
    expect(late.results.length).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(callsBefore);
  });

  it('marks stale answers once a background refresh has failed', async () => {
    const cache = cachedTmdb();
    await cache.list('tv', 'trending', 1);
    fake.set({ failStatus: 500 });
    clock += 6 * MIN;
    await cache.list('tv', 'trending', 1); // served stale, refresh fails behind it
    // The refresh is a real request to the fake server: on a busy machine it can take longer
    // than any fixed wait (a 50 ms sleep failed under load), so wait for its outcome instead.
    await vi.waitFor(
      async () => expect(await cache.list('tv', 'trending', 1)).toMatchObject({ isFallback: true }),
      { timeout: 10_000, interval: 20 },
    );
  });

  it('does not cover client errors with stale data and does not cache failures', async () => {
    let calls = 0;
    const failing = {
      name: 'embedded',
      search: async () => {
        calls += 1;
        throw notFound('nope');
      },
    } as unknown as CatalogSource;
    const cache = createCachedSource(failing, { now });
    await expect(cache.search('movie', 'x', 1)).rejects.toMatchObject({ statusCode: 404 });
    await expect(cache.search('movie', 'x', 1)).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toBe(2);
  });

  it('caches "no such title" only as long as a list', async () => {
    const cache = cachedTmdb();
    expect(await cache.movie(424242)).toBeNull();
    expect(await cache.movie(424242)).toBeNull();
    clock += 11 * MIN;
    await cache.movie(424242);
    expect(fake.calls).toHaveLength(2);
  });
});
