import { describe, expect, it } from 'vitest';
import { databaseProbe } from '@/server/db/database-probe';
import { hasTestPostgres, useOwnTestPostgres } from '@/server/db/testing/test-databases';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { createCachedSource } from './cached-source';
import { sharedCatalogCache } from './shared-catalog-cache';

const quiet = { warn: () => undefined, info: () => undefined };

/** A source that counts its calls per id and answers after `delayMs`; the first `failures` fail. */
function countingSource(delayMs: number, failures = 0) {
  const calls = new Map<number, number>();
  let total = 0;
  const source = {
    name: 'tmdb',
    movie: async (id: number) => {
      calls.set(id, (calls.get(id) ?? 0) + 1);
      total += 1;
      const fails = total <= failures;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (fails) throw new Error('upstream down');
      return { id, title: `Movie ${id}` };
    },
  } as unknown as CatalogSource;
  return { source, calls: (id: number) => calls.get(id) ?? 0 };
}

/** Servers of one cluster: each its own first level, all on one Postgres. */
describe.skipIf(!hasTestPostgres)('the shared catalogue cache', () => {
  const own = useOwnTestPostgres('nexus_shared_cache');
  const database = () => ({
    ...own.database,
    up: databaseProbe(own.database.db, { cacheMs: 0 }),
  });
  const server = (source: CatalogSource, leaseMs = 10_000, now = Date.now) =>
    createCachedSource(source, {
      now,
      shared: sharedCatalogCache({
        database: database(),
        log: quiet,
        keepStaleMs: 60 * 60_000,
        leaseMs,
        now,
      }),
    });

  it('makes one upstream call for 50 concurrent requests spread over three servers', async () => {
    const upstream = countingSource(200);
    const servers = [server(upstream.source), server(upstream.source), server(upstream.source)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => servers[i % 3]!.movie(101)),
    );
    expect(upstream.calls(101)).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ id: 101, title: 'Movie 101' })]),
    );
    // A server started later finds the answer stored, with its age: no call either.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await server(upstream.source).movie(101)).toEqual({ id: 101, title: 'Movie 101' });
    expect(upstream.calls(101)).toBe(1);
  });

  it('lets the waiting servers ask themselves when the lease holder fails', async () => {
    const upstream = countingSource(100, 1);
    const first = server(upstream.source).movie(202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = server(upstream.source).movie(202);
    await expect(first).rejects.toThrow('upstream down');
    expect(await second).toEqual({ id: 202, title: 'Movie 202' });
    expect(upstream.calls(202)).toBe(2);
  });

  it("answers the cluster's older copy, marked, when TMDB fails for a server that has none", async () => {
    const working = countingSource(10);
    await server(working.source).movie(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Half a day and half an hour on (past the 12 h detail lifetime, within the hour of
    // stale-if-error this test keeps), a server just started, TMDB down.
    const later = () => Date.now() + 12.5 * 60 * 60_000;
    const failing = countingSource(10, Infinity);
    const answer = (await server(failing.source, 10_000, later).movie(404)) as Record<
      string,
      unknown
    >;
    expect(failing.calls(404)).toBe(1);
    expect(answer).toMatchObject({ id: 404, title: 'Movie 404', isFallback: true });
    expect(String(answer.fallbackReason)).toMatch(/did not answer; showing data from \d+ min ago/);
  });

  it('answers from the source while the database is down, and shares again once it is back', async () => {
    const upstream = countingSource(10);
    await own.postgres.pause();
    try {
      expect(await server(upstream.source).movie(303)).toEqual({ id: 303, title: 'Movie 303' });
      expect(await server(upstream.source).movie(303)).toEqual({ id: 303, title: 'Movie 303' });
      expect(upstream.calls(303)).toBe(2);
    } finally {
      await own.postgres.resume();
    }
    await server(upstream.source).movie(304);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server(upstream.source).movie(304);
    expect(upstream.calls(304)).toBe(1);
  }, 30_000);
});
