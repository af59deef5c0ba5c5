import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCachedSource } from '@/server/catalog/cache/cached-source';
import { loadConfig } from '@/server/config';
import { type FakeTmdbServer, startFakeTmdb } from './tmdb/testing/fake-tmdb-server';
import { TEST_TOKEN, tmdbAgainst } from './tmdb/testing/tmdb-test-kit';

/** The TMDB-backed catalogue is no open proxy: each client may make a few upstream calls a minute. */
describe('catalogue requests that reach TMDB are limited per client', () => {
  let fake: FakeTmdbServer;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    fake = await startFakeTmdb({ token: TEST_TOKEN });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_MODE: 'anonymous',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-admission-')),
      CATALOG_UPSTREAM_PER_MINUTE: '3',
    });
    const source = createCachedSource(tmdbAgainst(fake, { retries: 0 }).source);
    app = await buildApp({
      config,
      catalogSource: source,
      clientDir: tmpdir(),
      hotResponses: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  const get = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });

  it('answers cached titles to everyone, and refuses a client its 4th new one in a minute', async () => {
    const ids = [1001, 1002, 1003, 1004];
    const statuses = [];
    for (const id of ids)
      statuses.push((await get(`/api/catalog/movie/${id}`, '10.8.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get('/api/catalog/movie/1004', '10.8.0.1');
    expect(refused.json()).toMatchObject({ error: { code: 'too-many-requests' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // What is cached stays free, for this client too; nothing refused reached TMDB.
    expect((await get('/api/catalog/movie/1001', '10.8.0.1')).statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path.startsWith('/movie/'))).toHaveLength(3);
    // Another client has its own allowance.
    expect((await get('/api/catalog/movie/1004', '10.8.0.2')).statusCode).toBe(200);
  });
});
