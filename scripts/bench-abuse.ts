import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchAccount } from './bench/bench-account';
import { call } from './bench/sync-http';
import { freePort } from '@/server/http/testing/free-port';
import { serverArgs } from './build/built-server';

/**
 * `npm run bench:abuse`: what one account (or one address) can do to the server, tried against
 * the real server in its own process on loopback with a fresh DATA_DIR (SQLite) and the
 * library's real limits. Each pattern prints what the server answered; the end prints the
 * server process's peak resident memory (VmHWM) and whether it stayed under 300 MB.
 *
 * 1. Padded pushes: a saved title padded with an unknown field to 300 KB, then PADDED pushes
 *    of one title padded to just under the 1 MB body limit.
 * 2. Never-held deletions: one push of 300 deletions of titles the account never had, then a
 *    full pull, which shows how many items the server kept for them.
 * 3. 100 live streams opened at once from one address (by 10 accounts, under the per-user cap).
 * 4. A library filled close to its limits (about 60 MB of 30 KB titles), then 40 parallel full
 *    pulls of it, each following `more` (at most 100 pages), after the per-user rate window
 *    has started again. Last, as it is the pattern that took the old server down.
 *
 * BENCH_ABUSE_SERVER_DIR runs the server from another checkout (the old code, to compare); the
 * server gets --max-old-space-size=1536, so a server that would exhaust the machine dies
 * instead, and that is reported. Every loop is bounded; the command stops by itself.
 */
const SERVER_DIR = process.env.BENCH_ABUSE_SERVER_DIR ?? process.cwd();
const PADDED = 20;
const DELETIONS = 300;
const FILL_TITLE_CHARS = 30 * 1024;
const FILL_PER_PUSH = 32;
const FILL_PUSHES = 62;
const PULLS = 40;
const MAX_PAGES = 100;
const STREAM_ACCOUNTS = 10;
const STREAMS_PER_ACCOUNT = 10;
const RSS_TARGET_MB = 300;

const T = Date.now() - 60_000;
let serial = 0;
const saveOp = (id: number, padding = 0) => ({
  opId: `bench-abuse-${process.pid}-${(serial += 1)}`,
  key: `vault:movie:${id}`,
  value: {
    id,
    type: 'movie',
    addedAt: new Date(T).toISOString(),
    title: `Title ${id}`,
    ...(padding > 0 ? { padding: 'x'.repeat(padding) } : {}),
  },
  at: T,
});
const removeOp = (id: number) => ({
  opId: `bench-abuse-${process.pid}-${(serial += 1)}`,
  key: `vault:movie:${id}`,
  value: null,
  at: T,
});

/** Counts of each answer status, as "200 ×3, 400 ×2". */
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
    .join(', ');
};

async function startServer() {
  const port = await freePort();
  const child = spawn('node', ['--max-old-space-size=1536', ...serverArgs(SERVER_DIR)], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-bench-abuse-')),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      AUTH_MODE: 'accounts',
      // The bench signs its accounts up from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      SIGNUPS_PER_ADDRESS_PER_DAY: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const up = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

/**
 * The server's peak resident memory so far (VmHWM), in MB, or null once it is gone: no status
 * file, a zombie, or a process tearing down (no memory lines left).
 */
function peakRssMb(child: ChildProcess): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const state = /State:\s+(\w)/.exec(status)?.[1];
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (state === 'Z' || state === 'X' || hwm === undefined) return null;
    return Number(hwm) / 1024;
  } catch {
    return null;
  }
}

const answer = (status: number) => (status === 0 ? 'no answer (server gone)' : `HTTP ${status}`);
/** A request that fails at the socket (the server died) counts as status 0. */
const safeCall = (...args: Parameters<typeof call>) =>
  call(...args).catch(() => ({ status: 0, ms: 0, wireBytes: 0, text: '' }));

async function paddedPushes(origin: string, cookie: string) {
  const one = await safeCall(origin, 'POST', '/api/library/push', {
    cookie,
    body: { ops: [saveOp(1, 300 * 1024)] },
  });
  console.info(`  300 KB padded title: ${answer(one.status)}`);
  const statuses: number[] = [];
  for (let i = 0; i < PADDED; i += 1) {
    const res = await safeCall(origin, 'POST', '/api/library/push', {
      cookie,
      body: { ops: [saveOp(100 + i, 1024 * 1024 - 400)] },
    });
    statuses.push(res.status);
  }
  console.info(`  ${PADDED} pushes of a title padded to ~1 MB: ${tally(statuses)}`);
  const pulled = await safeCall(origin, 'GET', '/api/library/changes?since=0', { cookie });
  console.info(`  what a full pull of that account then weighs: ${kb(pulled.wireBytes)}`);
}

async function neverHeldDeletions(origin: string, cookie: string) {
  const ops = Array.from({ length: DELETIONS }, (_, i) => removeOp(50_000 + i));
  const res = await safeCall(origin, 'POST', '/api/library/push', { cookie, body: { ops } });
  const pulled = await safeCall(origin, 'GET', '/api/library/changes?since=0', { cookie });
  const kept = pulled.status === 200 ? (JSON.parse(pulled.text) as { items: [] }).items.length : 0;
  console.info(
    `  ${DELETIONS} deletions of titles never saved: ${answer(res.status)}; items the server kept for them: ${kept}`,
  );
}

async function fillAndPull(origin: string, cookie: string) {
  const statuses: number[] = [];
  let id = 1_000;
  for (let push = 0; push < FILL_PUSHES; push += 1) {
    const ops = Array.from({ length: FILL_PER_PUSH }, () => saveOp((id += 1), FILL_TITLE_CHARS));
    statuses.push(
      (await safeCall(origin, 'POST', '/api/library/push', { cookie, body: { ops } })).status,
    );
  }
  const filled = FILL_PUSHES * FILL_PER_PUSH * FILL_TITLE_CHARS;
  console.info(
    `  filling: ${FILL_PUSHES} pushes of ${FILL_PER_PUSH} titles of 30 KB (${mb(filled)}): ${tally(statuses)}`,
  );
  // The fill used half of the per-user budget; the pulls start in a fresh minute.
  await new Promise((resolve) => setTimeout(resolve, 61_000));
  const pages: number[] = [];
  const fullPulls = await Promise.all(
    Array.from({ length: PULLS }, async () => {
      let cursor = 0;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const res = await safeCall(origin, 'GET', `/api/library/changes?since=${cursor}`, {
          cookie,
        });
        pages.push(res.status);
        if (res.status !== 200) return false;
        const body = JSON.parse(res.text) as { cursor: number; more?: boolean };
        if (!body.more) return true;
        cursor = body.cursor;
      }
      return false;
    }),
  );
  console.info(
    `  ${PULLS} parallel full pulls: ${fullPulls.filter(Boolean).length} finished; pages answered: ${tally(pages)}`,
  );
}

/** Opens one live stream; resolves with its status and a way to close it. */
function openStream(origin: string, cookie: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; close: () => void }>((resolve) => {
    const req = request({ hostname, port, path: '/api/library/stream', headers: { cookie } });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on('error', () => resolve({ status: 0, close: () => req.destroy() }));
    req.setTimeout(10_000, () => req.destroy());
    req.end();
  });
}

async function streamOpens(origin: string, cookies: string[]) {
  const opened = await Promise.all(
    cookies.flatMap((cookie) =>
      Array.from({ length: STREAMS_PER_ACCOUNT }, () => openStream(origin, cookie)),
    ),
  );
  console.info(
    `  ${opened.length} live streams from one address (${cookies.length} accounts × ${STREAMS_PER_ACCOUNT}): ${tally(opened.map((s) => s.status))}`,
  );
  for (const stream of opened) stream.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  console.info(`bench:abuse: the server from ${SERVER_DIR}`);
  const { origin, child } = await startServer();
  let peak = peakRssMb(child) ?? 0;
  let died = '';
  child.once('exit', (code, signal) => (died = `exited (code ${code}, signal ${signal})`));
  const sample = () => {
    const now = peakRssMb(child);
    if (now === null) died ||= 'is gone (out of memory: see its log above)';
    else peak = Math.max(peak, now);
  };
  const sampler = setInterval(sample, 50);
  try {
    const accounts = [];
    for (let i = 0; i < 3 + STREAM_ACCOUNTS; i += 1)
      accounts.push(await createBenchAccount(origin));
    const [padded, deleting, filling, ...streaming] = accounts.map((a) => a.cookie);
    const step = async (name: string, run: () => Promise<void>) => {
      console.info(`${name}`);
      if (died) return console.info(`  skipped: the server ${died}`);
      await run();
      sample();
      console.info(
        `  server peak RSS so far: ${peak.toFixed(0)} MB${died ? `; the server ${died}` : ''}`,
      );
    };
    await step('1. padded pushes', () => paddedPushes(origin, padded!));
    await step('2. never-held deletions', () => neverHeldDeletions(origin, deleting!));
    await step('3. live-stream opens from one address', () => streamOpens(origin, streaming));
    await step('4. a library filled close to its limits, then parallel full pulls', () =>
      fillAndPull(origin, filling!),
    );
  } finally {
    clearInterval(sampler);
    sample();
    const alive = !died;
    if (alive) child.kill('SIGTERM');
    console.info(
      `\nserver peak RSS${alive ? '' : ' before it died'}: ${peak.toFixed(0)} MB (target under ${RSS_TARGET_MB} MB: ${peak < RSS_TARGET_MB && alive ? 'met' : 'MISSED'})` +
        (alive ? '' : `; the server ${died || 'died'}`),
    );
  }
}

await main();
