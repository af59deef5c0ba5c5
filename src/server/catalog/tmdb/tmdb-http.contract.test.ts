import { describe, expect, it } from 'vitest';
import { TmdbError, parseRetryAfter } from './tmdb-http';
import type { FakeTmdbServer } from './testing/fake-tmdb-server';
import { useFakeTmdb } from './testing/use-fake-tmdb';
import { TEST_TOKEN, tmdbAgainst } from './testing/tmdb-test-kit';

describe('TMDB client: timeouts, retries and backoff (against the fake TMDB)', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN, apiKey: 'k-SECRET' });

  it('retries 5xx with backoff from 1 s doubling, and succeeds when TMDB recovers', async () => {
    fake.set({ failNext: 2, failStatus: null });
    const { http, sleeps } = tmdbAgainst(fake);
    await expect(http('/movie/popular')).resolves.toMatchObject({ page: 1 });
    expect(fake.calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('caps the backoff at 5 s and gives up after the last retry', async () => {
    fake.set({ failStatus: 502 });
    const { http, sleeps } = tmdbAgainst(fake, { retries: 5 });
    await expect(http('/movie/popular')).rejects.toMatchObject({ kind: 'server', status: 502 });
    expect(fake.calls).toHaveLength(6);
    expect(sleeps).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('honours Retry-After on 429 instead of its own backoff', async () => {
    fake.set({ rateLimitNext: 1, retryAfter: '3' });
    const { http, sleeps } = tmdbAgainst(fake);
    await expect(http('/tv/popular')).resolves.toMatchObject({ page: 1 });
    expect(sleeps).toEqual([3000]);
    expect(fake.calls).toHaveLength(2);
  });

  it('falls back to its own backoff on a 429 without Retry-After (TMDB does not always send it)', async () => {
    fake.set({ rateLimitNext: 2, retryAfter: '' });
    const { http, sleeps } = tmdbAgainst(fake);
    await expect(http('/movie/1001')).resolves.toMatchObject({ id: 1001 });
    expect(sleeps).toEqual([1000, 2000]);
    expect(fake.calls).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than 10 s', async () => {
    fake.set({ rateLimitNext: 5, retryAfter: '120' });
    const { http, sleeps } = tmdbAgainst(fake);
    await expect(http('/tv/popular')).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(sleeps).toEqual([]);
  });

  it('never retries a rejected key or an unknown resource', async () => {
    const bad = tmdbAgainst(fake, { readToken: 'nope' });
    await expect(bad.http('/movie/popular')).rejects.toMatchObject({ kind: 'unauthorized' });
    const ok = tmdbAgainst(fake);
    await expect(ok.http('/movie/1')).rejects.toMatchObject({ kind: 'not-found' });
    expect(fake.calls).toHaveLength(2);
    expect([...bad.sleeps, ...ok.sleeps]).toEqual([]);
  });

  it('times out a slow answer and retries it as a network failure', async () => {
    fake.set({ delayMs: 300 });
    const { http, sleeps } = tmdbAgainst(fake, { timeoutMs: 50, retries: 1 });
    const error = await http('/movie/popular').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TmdbError);
    expect((error as TmdbError).kind).toBe('timeout');
    expect(sleeps).toEqual([1000]);
  });

  it('retries network errors (nothing listening)', async () => {
    const { http, sleeps } = tmdbAgainst({ url: 'http://127.0.0.1:9/3' } as FakeTmdbServer, {
      retries: 2,
    });
    await expect(http('/movie/popular')).rejects.toMatchObject({ kind: 'network' });
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('never puts the key or the query into an error message', async () => {
    fake.set({ failStatus: 500 });
    const { http } = tmdbAgainst(fake, { readToken: undefined, apiKey: 'k-SECRET', retries: 0 });
    const error = (await http('/search/movie', { query: 'x' }).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('TMDB /search/movie: server (HTTP 500)');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
