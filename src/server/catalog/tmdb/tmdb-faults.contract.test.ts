import * as v from 'valibot';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCachedSource } from '@/server/catalog/cache/cached-source';
import { loadConfig } from '@/server/config';
import { apiErrorBodySchema } from '@/shared/api/api-error';
import { type FakeTmdbServer, startFakeTmdb } from './testing/fake-tmdb-server';
import { IMAGE_BASE, TEST_TOKEN } from './testing/tmdb-test-kit';
import { createTmdbHttp } from './tmdb-http';
import { createTmdbSource } from './tmdb-source';

/**
 * Robustness (docs/product.md#robustness), TMDB faults, through the whole API: TMDB down, slower
 * than the timeout, in a 429 storm, or answering garbage. Every request gets a stale answer (marked
 * isFallback) or a clear 502/503 in the error shape, within a bounded time: never a hang, never a
 * 500. The client and cache are the real ones, composed as create-catalog-source does, with short
 * timeouts and a clock the test moves (the production timeout is 10 s).
 */
const TIMEOUT_MS = 250;
const RETRIES = 2;
/** Every attempt timing out, plus the short backoffs between them, plus slack for a busy machine. */
const BOUND_MS = (RETRIES + 1) * TIMEOUT_MS + 2500;
const HOUR = 3_600_000;

const endpoints = [
  '/api/catalog/movie/popular?page=1',
  '/api/catalog/trending/tv/week?page=2',
  '/api/catalog/movie/1003',
  '/api/catalog/tv/5004',
  '/api/catalog/tv/5004/season/1',
  '/api/catalog/search/multi?query=echo',
];

async function appOn(baseUrl: string, clock: { now: number }) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_MODE: 'anonymous',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-tmdb-faults-')),
    TMDB_BASE_URL: baseUrl,
    TMDB_READ_TOKEN: TEST_TOKEN,
  });
  const http = createTmdbHttp({
    baseUrl,
    readToken: TEST_TOKEN,
    timeoutMs: TIMEOUT_MS,
    retries: RETRIES,
    backoffBaseMs: 20,
    backoffCapMs: 50,
    maxRetryAfterMs: 200,
  });
  const source = createCachedSource(createTmdbSource(http, IMAGE_BASE), { now: () => clock.now });
  // The one-second replay of finished answers runs on the same clock as the cache below it.
  const app = await buildApp({
    config,
    catalogSource: source,
    clientDir: tmpdir(),
    hotResponses: { now: () => clock.now },
  });
  return { app };
}

/** Sends every endpoint at once, `copies` times, and checks each answer's kind and timing. */
async function storm(app: Awaited<ReturnType<typeof appOn>>['app'], copies = 5) {
  const urls = Array.from({ length: copies }, () => endpoints).flat();
  return Promise.all(
    urls.map(async (url) => {
      const started = performance.now();
      const res = await app.inject(url);
      const ms = performance.now() - started;
      expect(ms, `${url} took ${ms.toFixed(0)} ms`).toBeLessThan(BOUND_MS);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 100)}`).not.toBe(500);
      return { url, status: res.statusCode, body: res.json() as Record<string, unknown> };
    }),
  );
}

function expectErrors(answers: Awaited<ReturnType<typeof storm>>, status: number, code: string) {
  for (const answer of answers) {
    expect(answer.status, answer.url).toBe(status);
    expect(v.parse(apiErrorBodySchema, answer.body).error.code).toBe(code);
  }
}

function expectStale(answers: Awaited<ReturnType<typeof storm>>) {
  for (const answer of answers) {
    expect(answer.status, answer.url).toBe(200);
    expect(answer.body).toMatchObject({ isFallback: true, fallbackReason: expect.any(String) });
  }
}

describe('TMDB faults through the API (fake TMDB)', () => {
  let fake: FakeTmdbServer;
  const clock = { now: 1_000_000 };
  beforeAll(async () => {
    fake = await startFakeTmdb({ token: TEST_TOKEN });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.reset();
    clock.now = 1_000_000;
  });

  /**
   * A fresh app whose cache holds every endpoint; then the clock moves past every entry's
   * stale-while-revalidate window (twice its TTL: 24 h for details) but not past the 24 h
   * stale-if-error window after it (lists: 5 min + 24 h), so every answer needs TMDB again.
   */
  async function primedThenExpired(tmdb: FakeTmdbServer = fake) {
    const { app } = await appOn(tmdb.url, clock);
    for (const url of endpoints) expect((await app.inject(url)).statusCode).toBe(200);
    clock.now += 24 * HOUR + 60_000;
    return app;
  }

  it.each([
    ['down (connection refused)', 'down'],
    ['failing with 503', 'failing'],
    ['slower than the timeout', 'slow'],
  ] as const)(
    'TMDB %s: cached titles answer stale and marked, uncached ones a 502 within the bound',
    async (_, fault) => {
      const tmdb = fault === 'down' ? await startFakeTmdb({ token: TEST_TOKEN }) : fake;
      const app = await primedThenExpired(tmdb);
      if (fault === 'down') await tmdb.close(); // nothing listens there any more
      if (fault === 'failing') fake.set({ failStatus: 503 });
      if (fault === 'slow') fake.set({ delayMs: TIMEOUT_MS * 8 });
      const cold = await appOn(tmdb.url, clock);
      expectStale(await storm(app));
      expectErrors(await storm(cold.app), 502, 'catalog-upstream-error');
      await Promise.all([app.close(), cold.app.close()]);
    },
  );

  it('a 429 storm: stale answers, or 503 catalog-busy with Retry-After; then it recovers', async () => {
    const app = await primedThenExpired();
    const cold = await appOn(fake.url, clock);
    fake.set({ rateLimitNext: 100_000, retryAfter: '30' });
    expectStale(await storm(app));
    const busy = await cold.app.inject(endpoints[0]!);
    expect(busy.headers['retry-after']).toBe('30');
    expectErrors(await storm(cold.app), 503, 'catalog-busy');
    // Short Retry-Afters are waited for and retried, then given up on within the bound.
    fake.set({ rateLimitNext: 100_000, retryAfter: '0' });
    expectErrors(await storm(cold.app, 2), 503, 'catalog-busy');
    fake.set({ rateLimitNext: 0 });
    for (const answer of await storm(cold.app, 1)) expect(answer.status, answer.url).toBe(200);
    await Promise.all([app.close(), cold.app.close()]);
  });

  it('coalesces a crowd during an outage: one upstream call per resource and attempt', async () => {
    const cold = await appOn(fake.url, clock);
    fake.set({ failStatus: 502 });
    expectErrors(await storm(cold.app, 20), 502, 'catalog-upstream-error');
    // 6 resources, each tried 1 + RETRIES times, however many requests asked for it.
    expect(fake.calls.length).toBe(endpoints.length * (RETRIES + 1));
    await cold.app.close();
  });
});

describe('TMDB answering garbage', () => {
  const modes = ['html', 'truncated', 'reset', 'wrong-shape', 'empty'] as const;
  let mode: (typeof modes)[number] = 'html';
  let broken: Server;
  let url = '';
  beforeAll(async () => {
    broken = createServer((req, res) => {
      if (mode === 'reset') return req.socket.destroy();
      if (mode === 'truncated') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('{"page":1,"results":[{"id":');
        return setTimeout(() => res.destroy(), 10);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      const bodies = { html: '<html>busy</html>', 'wrong-shape': '{"results":"nope"}', empty: '' };
      res.end(bodies[mode]);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/3`;
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  it.each(modes)('%s: every endpoint answers 502 in the error shape', async (m) => {
    mode = m;
    const { app } = await appOn(url, { now: 1_000_000 });
    expectErrors(await storm(app, 2), 502, 'catalog-upstream-error');
    await app.close();
  });
});
