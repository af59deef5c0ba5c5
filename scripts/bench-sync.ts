import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchAccount } from './bench/bench-account';
import { startChildServer } from './bench/child-server';
import { median } from './bench/start-server';
import { inBatches as inParallel } from '@/server/testing/listen-app';
import { agent, call, openStream } from './bench/sync-http';
import { largeLibrary, seeded, userOps } from './bench/sync-library';
import { findPostgresBin, startTestPostgres } from '@/server/db/testing/test-postgres';
import { freePort } from '@/server/http/testing/free-port';

/**
 * `npm run bench:sync`: the library sync API (issue 12) on loopback, against the whole server in
 * its own process, first on SQLite, then on Postgres when its binaries are installed
 * (BENCH_SYNC_POSTGRES=0 skips it).
 * - USERS simulated users, each pushing OPS operations in batches of BATCH, then pulling their
 *   library: push and pull latency, p50 and p99, with the users arriving over WINDOW_S seconds
 *   (the targets) and all at the same instant (the capacity).
 * - A full pull of a LIBRARY-item library: time to the last byte (the server's time plus a
 *   loopback hop) and the bytes on the wire with brotli and gzip, as browsers ask.
 * - STREAMS open live streams: growth of the server's resident memory.
 * Targets: push p50 ≤ 20 ms and p99 ≤ 100 ms (SQLite); pull ≤ 150 ms and ≤ 1 MB compressed;
 * streams ≤ 50 MB. Any non-2xx answer makes the command exit 1.
 */
const USERS = Number(process.env.BENCH_SYNC_USERS ?? 200);
const OPS = Number(process.env.BENCH_SYNC_OPS ?? 50);
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 50);
const WINDOW_S = Number(process.env.BENCH_SYNC_WINDOW_S ?? 10);
const LIBRARY = Number(process.env.BENCH_SYNC_LIBRARY ?? 5000);
const STREAMS = Number(process.env.BENCH_SYNC_STREAMS ?? 1000);
const PULL_RUNS = 7;

let failures = 0;
const check = (what: string, status: number) => {
  if (status >= 200 && status < 300) return;
  failures += 1;
  if (failures <= 5) console.error(`${what} answered HTTP ${status}`);
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

const MEMORY_FILE = path.join(
  mkdtempSync(path.join(tmpdir(), 'nexus-bench-sync-mem-')),
  'memory.json',
);

/** The server's memory after a garbage collection (see sync-bench-server.ts), in MB. */
async function serverMemoryMb(pid: number | undefined) {
  rmSync(MEMORY_FILE, { force: true });
  process.kill(pid!, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(MEMORY_FILE); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  const usage = JSON.parse(readFileSync(MEMORY_FILE, 'utf8')) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { rss: mb(usage.rss), heap: mb(usage.heapUsed + usage.external) };
}

/** Each user starts at a random moment within `windowMs`, pushes its operations, then pulls. */
async function usersRun(
  origin: string,
  users: string[],
  now: number,
  windowMs: number,
  seed: number,
) {
  const random = seeded(seed);
  const starts = users.map(() => random() * windowMs);
  const bodies = users.map((_, u) => {
    const ops = userOps(OPS, seed + u, now);
    const batches: string[] = [];
    for (let i = 0; i < ops.length; i += BATCH)
      batches.push(JSON.stringify({ ops: ops.slice(i, i + BATCH) }));
    return batches;
  });
  const pushMs: number[] = [];
  const pullMs: number[] = [];
  const sessionMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    users.map(async (cookie, u) => {
      await new Promise((resolve) => setTimeout(resolve, starts[u]));
      for (const body of bodies[u]!) {
        const res = await call(origin, 'POST', '/api/library/push', { cookie, body });
        check('push', res.status);
        pushMs.push(res.ms);
      }
      // The same moment's session lookup alone, which every library request includes: a
      // baseline measured in the same run, on the same loaded machine.
      sessionMs.push((await call(origin, 'GET', '/api/auth/get-session', { cookie })).ms);
      const pulled = await call(origin, 'GET', '/api/library/changes?since=0', { cookie });
      check('pull', pulled.status);
      pullMs.push(pulled.ms);
    }),
  );
  return { pushMs, pullMs, sessionMs, seconds: (performance.now() - started) / 1000 };
}

async function benchOne(label: string, env: Record<string, string>) {
  Object.assign(process.env, env);
  const server = await startChildServer('scripts/bench/sync-bench-server.ts');
  for (const name of Object.keys(env)) delete process.env[name];
  const { origin } = server;
  try {
    console.info(`\n${label}`);
    const accounts = await inParallel(Array.from({ length: USERS + 1 }), 8, () =>
      createBenchAccount(origin),
    );
    const users = accounts.slice(0, USERS).map((a) => a.cookie);
    const owner = accounts[USERS]!.cookie;
    const now = Date.now();

    // Warm-up: a few pushes and pulls, then forget them.
    for (const cookie of users.slice(0, 10)) {
      await call(origin, 'POST', '/api/library/push', {
        cookie,
        body: { ops: userOps(BATCH, 1, now) },
      });
      await call(origin, 'GET', '/api/library/changes?since=0', { cookie });
    }

    // Paced: the users arrive spread over WINDOW seconds, as the day's users of one server do;
    // each pushes its operations (one batch by default: a sync engine sends what is pending at
    // once), then pulls its library. Burst: every user at the same instant, to show the
    // capacity; its latencies are mostly queueing, so the targets are read on the paced run.
    const paced = await usersRun(origin, users, now, WINDOW_S * 1000, 100);
    const burst = await usersRun(origin, users, now, 0, 10_000);
    for (const [name, run] of [
      [`paced (arrivals over ${WINDOW_S} s)`, paced],
      ['burst (all at the same instant)', burst],
    ] as const) {
      console.info(
        `${USERS} users × ${OPS} ops in batches of ${BATCH}, ${name}: ${run.pushMs.length} pushes in ` +
          `${run.seconds.toFixed(1)} s`,
      );
      console.info(
        `  push  p50 ${ms(percentile(run.pushMs, 50))}   p99 ${ms(percentile(run.pushMs, 99))}` +
          `   pull  p50 ${ms(percentile(run.pullMs, 50))}   p99 ${ms(percentile(run.pullMs, 99))}`,
      );
      console.info(
        `  baseline, the session lookup alone: p50 ${ms(percentile(run.sessionMs, 50))}   ` +
          `p99 ${ms(percentile(run.sessionMs, 99))}`,
      );
    }
    const pushP50 = percentile(paced.pushMs, 50);
    const pushP99 = percentile(paced.pushMs, 99);

    // One big library, pushed in full batches, then pulled in full as a new device would.
    const library = largeLibrary(LIBRARY, now);
    for (let i = 0; i < library.length; i += 500) {
      const res = await call(origin, 'POST', '/api/library/push', {
        cookie: owner,
        body: { ops: library.slice(i, i + 500) },
      });
      check('library push', res.status);
    }
    // A pull page holds at most 5,000 items and about 1 MB (issue 27): a full pull is the pages
    // from since=0 until `more` is false. Their cursors are read once; each timed run then asks
    // for the same pages, one after the other as a browser does, and adds them up.
    const pages: string[] = [];
    let pulledItems = 0;
    let plainBytes = 0;
    for (let since = 0, more = true; more;) {
      const path = `/api/library/changes?since=${since}`;
      const page = await call(origin, 'GET', path, { cookie: owner });
      check('full pull', page.status);
      const answer = JSON.parse(page.text) as { items: unknown[]; cursor: number; more: boolean };
      pages.push(path);
      pulledItems += answer.items.length;
      plainBytes += page.wireBytes;
      ({ cursor: since, more } = answer);
    }
    const runs = { br: [] as number[], gzip: [] as number[], identity: [] as number[] };
    const bytes = { br: 0, gzip: 0, identity: 0 };
    const accept = { br: 'gzip, deflate, br, zstd', gzip: 'gzip', identity: 'identity' };
    for (let run = 0; run < PULL_RUNS; run += 1) {
      for (const encoding of ['br', 'gzip', 'identity'] as const) {
        let total = 0;
        let wire = 0;
        for (const path of pages) {
          const res = await call(origin, 'GET', path, {
            cookie: owner,
            encoding: accept[encoding],
          });
          check('full pull', res.status);
          total += res.ms;
          wire += res.wireBytes;
        }
        runs[encoding].push(total);
        bytes[encoding] = wire;
      }
    }
    const pullBr = median(runs.br);
    console.info(
      `full pull of ${pulledItems.toLocaleString('en')} items in ${pages.length} page(s) ` +
        `(${(plainBytes / 1024).toFixed(0)} KB of JSON), median of ${PULL_RUNS}:`,
    );
    console.info(
      `  brotli ${ms(pullBr)}  ${(bytes.br / 1024).toFixed(0).padStart(5)} KB on the wire`,
    );
    console.info(
      `  gzip   ${ms(median(runs.gzip))}  ${(bytes.gzip / 1024).toFixed(0).padStart(5)} KB on the wire`,
    );
    console.info(
      `  none   ${ms(median(runs.identity))}  ${(bytes.identity / 1024).toFixed(0).padStart(5)} KB (not compressed: the time to read and build the answer)`,
    );

    // Live streams: several per user (tabs, devices), as many as STREAMS in all.
    // Settled: the earlier phases' garbage is collected and the heap has shrunk back.
    await serverMemoryMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = await serverMemoryMb(server.pid);
    const closers = await inParallel(
      Array.from({ length: STREAMS }, (_, i) => i),
      50,
      (i) => openStream(origin, users[i % users.length]!),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await serverMemoryMb(server.pid);
    // A push still reaches its user's streams with all of them open.
    const noticeStarted = performance.now();
    const res = await call(origin, 'POST', '/api/library/push', {
      cookie: users[0]!,
      body: { ops: userOps(1, 7, Date.now()) },
    });
    check('push with streams open', res.status);
    const noticeMs = performance.now() - noticeStarted;
    for (const close of closers) close();
    const heapGrowth = after.heap - before.heap;
    // Resident memory can still be settling from the earlier phases; the verdict takes the
    // larger of the two growths.
    const growth = Math.max(after.rss - before.rss, heapGrowth);
    console.info(
      `${STREAMS.toLocaleString('en')} open live streams: server resident memory ${before.rss.toFixed(0)} → ` +
        `${after.rss.toFixed(0)} MB (${(after.rss - before.rss).toFixed(1)} MB), JS heap and buffers ` +
        `+${heapGrowth.toFixed(1)} MB: +${growth.toFixed(1)} MB, ${((growth * 1024) / STREAMS).toFixed(1)} KB a stream; ` +
        `a push meanwhile ${ms(noticeMs).trim()}`,
    );
    return { pushP50, pushP99, pullBr, pullBytes: bytes.br, growth };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function main() {
  console.info(
    `NEXUS sync benchmark: loopback, the whole server in its own process, LOG_LEVEL ` +
      `${process.env.LOG_LEVEL ?? 'warn'}; times are to the last byte, so a loopback hop above the server's own`,
  );
  const base = {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUPS_PER_ADDRESS_PER_DAY: '100000',
    SYNC_BENCH_MEMORY_FILE: MEMORY_FILE,
    // Every simulated device connects from 127.0.0.1: the per-address cap (32) would refuse
    // all but the first streams, and the per-process one must leave room for STREAMS.
    LIBRARY_STREAMS_PER_ADDRESS: String(STREAMS + 1),
    LIBRARY_STREAMS_MAX: String(Math.max(5000, STREAMS + 1)),
  };
  const sqlite = await benchOne('SQLite', base);
  console.info(
    `\ntargets (SQLite): push p50 ≤ 20 ms → ${verdict(sqlite.pushP50 <= 20)}, ` +
      `p99 ≤ 100 ms → ${verdict(sqlite.pushP99 <= 100)}; ` +
      `full pull ≤ 150 ms → ${verdict(sqlite.pullBr <= 150)}, ≤ 1 MB → ${verdict(sqlite.pullBytes <= 1024 * 1024)}; ` +
      `streams ≤ 50 MB → ${verdict(sqlite.growth <= 50)}`,
  );

  const bin = findPostgresBin();
  if (bin && process.env.BENCH_SYNC_POSTGRES !== '0') {
    const postgres = await startTestPostgres(bin, await freePort());
    try {
      const url = await postgres.createDatabase('nexus_bench_sync');
      await benchOne('Postgres (a throw-away server from the machine’s binaries, fsync off)', {
        ...base,
        DATABASE_URL: url,
      });
    } finally {
      await postgres.stop();
    }
  } else
    console.info(
      '\nPostgres: skipped (no binaries under /usr/lib/postgresql, or BENCH_SYNC_POSTGRES=0)',
    );

  if (failures > 0) {
    console.error(`\n${failures} request(s) failed: the figures are not valid.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
