import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { createEmbeddedSource } from '@/server/catalog/embedded/embedded-source';
import { listenApp, send } from '@/server/testing/listen-app';

/** The embedded source, counting how often the routes reach it. */
function countingSource() {
  const inner = createEmbeddedSource();
  const calls = { count: 0 };
  const counted = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      calls.count += 1;
      return fn(...args);
    }) as never;
  const source = {
    name: inner.name,
    list: counted(inner.list.bind(inner)),
    movie: counted(inner.movie.bind(inner)),
    tv: counted(inner.tv.bind(inner)),
    season: counted(inner.season.bind(inner)),
    search: counted(inner.search.bind(inner)),
    person: counted(inner.person.bind(inner)),
    searchPeople: counted(inner.searchPeople.bind(inner)),
  } as CatalogSource;
  return { source, calls };
}

describe('hot responses: the one-second replay of finished catalogue answers', () => {
  const clock = { now: 1_000_000 };
  const { source, calls } = countingSource();
  let server: Awaited<ReturnType<typeof listenApp>>;

  // The replay sits in the HTTP server itself, so these tests use a real socket, not inject.
  beforeAll(async () => {
    server = await listenApp(
      {},
      { catalogSource: source, hotResponses: { now: () => clock.now, ttlMs: 1000, maxEntries: 3 } },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clock.now += 60_000; // every test starts with nothing hot
    calls.count = 0;
  });

  const request = (method: string, path: string, headers: Record<string, string> = {}) =>
    send(server.origin, server.agent, { method, path, headers });
  const get = (path: string, headers: Record<string, string> = {}) => request('GET', path, headers);

  it('replays a list byte for byte, with every header, without reaching the route again', async () => {
    const first = await get('/api/catalog/movie/popular?page=3');
    const second = await get('/api/catalog/movie/popular?page=3');
    expect(calls.count).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
  });

  it('keeps one replay per accepted encoding', async () => {
    const url = '/api/catalog/tv/popular?page=1';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(calls.count).toBe(3);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brAgain = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const plainAgain = await get(url);
    expect(calls.count).toBe(3);
    expect(brAgain.headers['content-encoding']).toBe('br');
    expect(brAgain.body).toBe(br.body);
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.body).toBe(plain.body);
  });

  it('lasts one second, then the route answers again', async () => {
    await get('/api/catalog/movie/top_rated');
    clock.now += 999;
    await get('/api/catalog/movie/top_rated');
    expect(calls.count).toBe(1);
    clock.now += 1;
    await get('/api/catalog/movie/top_rated');
    expect(calls.count).toBe(2);
  });

  it('never replays errors, or methods other than GET', async () => {
    await get('/api/catalog/movie/999999999');
    await get('/api/catalog/movie/999999999');
    expect(calls.count).toBe(2);
    const bad = await get('/api/catalog/movie/popular?page=0');
    expect(bad.status).toBe(400);
    expect((await get('/api/catalog/movie/popular?page=0')).status).toBe(400);
    await request('HEAD', '/api/catalog/tv/top_rated');
    await request('HEAD', '/api/catalog/tv/top_rated');
    expect(calls.count).toBe(4);
  });

  it("never replays a catalogue answer to a kids profile's device", async () => {
    const session = 'better-auth.session_token=abc.def';
    const kids = { cookie: `${session}; nexus_profile=p1.k.AAAAAAAAAAAAAAAAAAAAAA` };
    const grownUp = { cookie: `${session}; nexus_profile=p2.a.AAAAAAAAAAAAAAAAAAAAAA` };
    await get('/api/catalog/tv/popular?page=2');
    expect((await get('/api/catalog/tv/popular?page=2', kids)).status).toBe(200);
    expect(calls.count).toBe(2);
    await get('/api/catalog/tv/popular?page=2', grownUp);
    await get('/api/catalog/tv/popular?page=2', { cookie: session });
    expect(calls.count).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    for (const page of [1, 2, 3, 4]) await get(`/api/catalog/trending/movie/week?page=${page}`);
    expect(calls.count).toBe(4);
    await get('/api/catalog/trending/movie/week?page=4');
    expect(calls.count).toBe(4);
    await get('/api/catalog/trending/movie/week?page=1');
    expect(calls.count).toBe(5);
  });
});
