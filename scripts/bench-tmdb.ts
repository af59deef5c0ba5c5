import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@/server/app';
import { createCachedSource } from '@/server/catalog/cache/cached-source';
import { createTmdbHttp } from '@/server/catalog/tmdb/tmdb-http';
import { createTmdbSource } from '@/server/catalog/tmdb/tmdb-source';
import { startFakeTmdb } from '@/server/catalog/tmdb/testing/fake-tmdb-server';
import { loadConfig } from '@/server/config';
import { freePort } from '@/server/http/testing/free-port';
import { median, startServer } from './bench/start-server';
import { scriptedSession } from './bench/tmdb-session-script';

/**
 * `npm run bench:tmdb`, the TMDB source's two figures, against the fake TMDB on loopback:
 * 1. a scripted session of 200 page views (through the real API, with a simulated clock of
 *    20 s per view): upstream calls against the ideal of one fetch per distinct resource per TTL;
 * 2. p50 latency of a cached list answer with autocannon (median of 3 runs), next to bare node:http.
 */
const TOKEN = 'bench-token';
const TTL = { list: 5 * 60_000, search: 10 * 60_000, detail: 12 * 3_600_000 };

async function session() {
  const fake = await startFakeTmdb({ token: TOKEN });
  let clock = Date.now();
  const http = createTmdbHttp({ baseUrl: fake.url, readToken: TOKEN });
  const source = createCachedSource(createTmdbSource(http, 'https://image.tmdb.org/t/p'), {
    now: () => clock,
    ttlMs: TTL,
  });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_MODE: 'anonymous',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-tmdb-bench-')),
    // 66 simulated minutes pass in a few real seconds: the per-client allowance, which counts
    // real minutes, would refuse this one reader. It is not what this bench measures.
    CATALOG_UPSTREAM_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, catalogSource: source, clientDir: tmpdir() });
  const views = scriptedSession(200);
  const lastFetch = new Map<string, number>();
  let ideal = 0;
  let requests = 0;
  for (const view of views) {
    clock += 20_000;
    for (const request of view.requests) {
      requests += 1;
      const res = await app.inject(request.url);
      if (res.statusCode !== 200) throw new Error(`${request.url} answered ${res.statusCode}`);
      const last = lastFetch.get(request.resource);
      if (last === undefined || clock - last >= TTL[request.ttl]) {
        lastFetch.set(request.resource, clock);
        ideal += 1;
      }
    }
    // Let background refreshes settle before the next view, as a reader's pause would.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const upstream = fake.calls.filter((c) => c.path !== '/authentication').length;
  await app.close();
  await fake.close();
  const minutes = Math.round((views.length * 20) / 60);
  console.info(
    `session: ${views.length} page views over ${minutes} simulated minutes, ${requests} API requests, ` +
      `${lastFetch.size} distinct resources\n` +
      `  upstream TMDB calls: ${upstream} (ideal, one per resource per TTL: ${ideal})`,
  );
}

async function latency() {
  const fake = await startFakeTmdb({ token: TOKEN });
  const server = await startServer({
    TMDB_READ_TOKEN: TOKEN,
    TMDB_BASE_URL: fake.url,
    CATALOG_UPSTREAM_PER_MINUTE: '1000000',
  });
  try {
    const list = `${server.origin}/api/catalog/movie/popular?page=1`;
    const bytes = Buffer.from(await (await fetch(list)).arrayBuffer());
    // The baseline: bare node:http answering the very same bytes, measured in the same run.
    const barePort = await freePort();
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(bytes);
    });
    await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
    const p50 = async (url: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const r = await autocannon({ url, connections: 10, duration: 4 });
        if (r.non2xx || r.errors)
          throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        runs.push(r.latency.p50);
      }
      return median(runs);
    };
    const listP50 = await p50(list);
    const bareP50 = await p50(`http://127.0.0.1:${barePort}/`);
    bare.close();
    console.info(
      `cached list (TMDB source, ${bytes.length} bytes) p50: ${listP50} ms; ` +
        `bare node:http with the same bytes: ${bareP50} ms ` +
        `(10 connections, 3 runs of 4 s, medians); upstream calls meanwhile: ${fake.calls.length - 1}`,
    );
  } finally {
    await server.stop();
    await fake.close();
  }
}

await session();
await latency();
