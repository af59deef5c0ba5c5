import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCatalogSource } from '@/server/catalog/create-catalog-source';
import { loadConfig } from '@/server/config';
import type { FakeTmdbServer } from './testing/fake-tmdb-server';
import { useFakeTmdb } from './testing/use-fake-tmdb';
import { TEST_API_KEY, TEST_TOKEN } from './testing/tmdb-test-kit';

/** The whole API on the TMDB source, against the fake TMDB: what the browser would see. */
function recordingLog() {
  const lines: Array<{ level: string; msg: string }> = [];
  const log = {
    error: (msg: unknown) => lines.push({ level: 'error', msg: String(msg) }),
    warn: (msg: unknown) => lines.push({ level: 'warn', msg: String(msg) }),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function appOn(fake: FakeTmdbServer, credentials: Record<string, string>) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_MODE: 'anonymous',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-tmdb-api-')),
    TMDB_BASE_URL: fake.url,
    ...credentials,
  });
  const { log, lines } = recordingLog();
  const source = await createCatalogSource(config, log, { sleep: async () => undefined });
  const app = await buildApp({ config, catalogSource: source, clientDir: tmpdir() });
  return { app, lines };
}

const endpoints = [
  '/api/catalog/trending/movie/week?page=1',
  '/api/catalog/movie/popular?page=2',
  '/api/catalog/tv/top_rated?page=1',
  '/api/catalog/movie/1001',
  '/api/catalog/tv/5002',
  '/api/catalog/tv/5002/season/1',
  '/api/catalog/search/multi?query=signal',
  '/api/catalog/search/movie?query=harbor',
  '/api/catalog/movie/999999',
];

describe('catalogue API on the TMDB source', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN, apiKey: TEST_API_KEY });

  it.each([
    ['read token', { TMDB_READ_TOKEN: TEST_TOKEN }, TEST_TOKEN],
    ['v3 key', { TMDB_API_KEY: TEST_API_KEY }, TEST_API_KEY],
  ])('never sends the %s to the browser, in answers or in errors', async (_, creds, secret) => {
    const { app, lines } = await appOn(fake, creds);
    expect(lines).toEqual([]);
    const bodies: string[] = [];
    for (const url of endpoints) {
      const res = await app.inject(url);
      bodies.push(res.body, JSON.stringify(res.headers));
    }
    expect(bodies.join()).toContain('Quantum Harbor 0');
    fake.set({ failStatus: 500 });
    const failed = await app.inject('/api/catalog/tv/5044');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: { code: 'catalog-upstream-error', message: expect.any(String) },
    });
    bodies.push(failed.body, JSON.stringify(failed.headers));
    for (const body of bodies) expect(body).not.toContain(secret);
    await app.close();
  });

  it('with a rejected key: one clear log line at start-up, then 503 catalog-unavailable', async () => {
    const { app, lines } = await appOn(fake, { TMDB_READ_TOKEN: 'not-the-key' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error' });
    expect(lines[0]!.msg).toMatch(/TMDB rejected the configured TMDB_READ_TOKEN/);
    expect(lines[0]!.msg).not.toContain('not-the-key');
    for (const url of endpoints.slice(0, 4)) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('catalog-unavailable');
    }
    // Only the start-up check went upstream.
    expect(fake.calls.map((c) => c.path)).toEqual(['/authentication']);
    await app.close();
  });

  it('answers cached lists without TMDB while it is rate-limited, and passes Retry-After on', async () => {
    const { app } = await appOn(fake, { TMDB_READ_TOKEN: TEST_TOKEN });
    expect((await app.inject('/api/catalog/movie/popular?page=1')).statusCode).toBe(200);
    fake.set({ rateLimitNext: 100, retryAfter: '60' });
    // Still fresh: answered from the cache without asking TMDB.
    const again = await app.inject('/api/catalog/movie/popular?page=1');
    expect(again.statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/movie/popular')).toHaveLength(1);
    const limited = await app.inject('/api/catalog/movie/top_rated?page=1');
    expect(limited.statusCode).toBe(503);
    expect(limited.headers['retry-after']).toBe('60');
    await app.close();
  });
});
