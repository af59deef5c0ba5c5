import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import type { AuthTables } from '@/server/auth/create-auth';
import { browser, nextIp, testAccount, TEST_PASSWORD } from '@/server/testing/auth-test-harness';
import { setUserDisabled } from '@/server/auth/user-admin';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';
import { openDatabase, type Database } from '@/server/db/database';
import {
  databaseBackends,
  startBackendServer,
  type BackendServer,
} from '@/server/db/testing/test-databases';
import { openStream } from './testing/read-events';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The heartbeat here: short, so a session ended outside the app is found within the test. */
const HEARTBEAT_MS = 250;
const SESSION_ENDED = /event: session-ended\ndata: \{\}\n\n$/;

/**
 * Live streams end with their session (docs/product.md#sessions), and are capped per user, per
 * client address and per server, on both databases, on the real wire.
 */
describe.each(databaseBackends)('live streams and sessions on $name', ({ name, skip }) => {
  // `app` beats every 250 ms; `quiet` at the product's pace, so that a stream it ends within
  // seconds was ended by the 'sessions ended' notice, not by a heartbeat. On Postgres they are
  // two servers of one cluster, and the notice crosses from one to the other.
  let app: FastifyInstance;
  let origin: string;
  let quiet: FastifyInstance;
  let quietOrigin: string;
  let server: BackendServer | undefined;
  let admin: Database;

  beforeAll(async () => {
    if (skip) return;
    server = await startBackendServer(name, 'nexus_stream_sessions');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-stream-sessions-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...CHEAP_PASSWORDS,
      ...(server.url ? { DATABASE_URL: server.url } : {}),
      // Each stream names its own address, as a proxy would.
      TRUST_PROXY: 'true',
      LIBRARY_STREAMS_PER_ADDRESS: '3',
      LIBRARY_STREAMS_MAX: '24',
    });
    app = await buildApp({
      config,
      catalogSource: {} as CatalogSource,
      clientDir: dataDir,
      libraryStreams: { heartbeatMs: HEARTBEAT_MS },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    quiet = await buildApp({ config, catalogSource: {} as CatalogSource, clientDir: dataDir });
    quietOrigin = await quiet.listen({ port: 0, host: '127.0.0.1' });
    // What `npm run users` opens: the same database, from outside the server.
    admin = openDatabase(config);
  });
  afterAll(async () => {
    if (skip) return;
    await admin.close();
    await app.close();
    await quiet.close();
    await server?.stop();
  });

  /** One account signed in on two browsers; `phoneOn` is the server the phone talks to. */
  async function laptopAndPhone(phoneOn: 'app' | 'quiet' = 'app') {
    const account = testAccount();
    // On SQLite there is one server process: the quiet one serves both devices.
    const laptop = browser(phoneOn === 'quiet' && name === 'sqlite' ? quiet : app, nextIp());
    const phone = browser(phoneOn === 'quiet' ? quiet : app, nextIp());
    const signedUp = await laptop.signUp(account);
    expect(signedUp.status).toBe(200);
    await phone.signIn({ email: account.email, password: TEST_PASSWORD });
    return { account, laptop, phone, userId: signedUp.body.user!.id };
  }
  const cookieOf = (device: ReturnType<typeof browser>) =>
    [...device.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const streamOf = async (device: ReturnType<typeof browser>, on = origin) => {
    const stream = await openStream(on, cookieOf(device), { 'x-forwarded-for': nextIp() });
    expect(stream.res.statusCode).toBe(200);
    await stream.next(/event: change/);
    return stream;
  };
  /** Waits until the stream has received `count` more heartbeats. */
  const heartbeats = async (stream: Awaited<ReturnType<typeof streamOf>>, count: number) => {
    const seen = (stream.text.match(/: heartbeat/g) ?? []).length;
    await stream.next(new RegExp(`(: heartbeat\\n\\n[^]*){${seen + count}}`), 10_000);
  };

  it.skipIf(skip)(
    "ends the other devices' streams within 5 s of 'Sign out of all other devices'",
    async () => {
      const { laptop, phone } = await laptopAndPhone('quiet');
      const here = await streamOf(laptop, name === 'sqlite' ? quietOrigin : origin);
      const there = await streamOf(phone, quietOrigin);
      const started = Date.now();
      const answer = await laptop.post('POST', '/api/auth/revoke-other-sessions', {});
      expect(answer.status).toBe(200);
      await there.next(SESSION_ENDED, 5_000);
      await there.ended;
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(there.text).not.toMatch(/heartbeat/);
      // This device stays signed in, its stream open and told of its next push.
      const push = await laptop.post('POST', '/api/library/push', { ops: [] });
      expect(push.status).toBe(200);
      expect(here.text).not.toMatch(/session-ended/);
      expect(here.res.closed).toBe(false);
      here.close();
    },
  );

  it.skipIf(skip)('ends the stream of one device signed out from another', async () => {
    const { laptop, phone } = await laptopAndPhone('quiet');
    const there = await streamOf(phone, quietOrigin);
    const list = (await laptop.post('GET', '/api/auth/list-sessions')).body as unknown as {
      sessions: { id: string; current: boolean }[];
    };
    const other = list.sessions.find((session) => !session.current)!;
    expect((await laptop.post('POST', '/api/auth/revoke-session', { id: other.id })).status).toBe(
      200,
    );
    await there.next(SESSION_ENDED, 5_000);
    await there.ended;
    expect(there.text).not.toMatch(/heartbeat/);
  });

  it.skipIf(skip)("ends this device's streams at sign-out, and clears the HTTP cache", async () => {
    const { phone } = await laptopAndPhone('quiet');
    const stream = await streamOf(phone, quietOrigin);
    const answer = await phone.signOut();
    expect(answer.status).toBe(200);
    expect(answer.headers['clear-site-data']).toBe('"cache"');
    expect(answer.headers['cache-control']).toBe('no-store');
    await stream.next(SESSION_ENDED, 5_000);
    await stream.ended;
    expect(stream.text).not.toMatch(/heartbeat/);
  });

  it.skipIf(skip)(
    'ends the streams of an account disabled with npm run users at the next heartbeat',
    async () => {
      const { account, laptop } = await laptopAndPhone();
      const bystander = await laptopAndPhone();
      const [stream, other] = [await streamOf(laptop), await streamOf(bystander.laptop)];
      expect(await setUserDisabled(asAuth(admin), account.email, true)).toBe(true);
      // Nobody tells the server: the heartbeat's check finds the session gone.
      await stream.next(SESSION_ENDED, 5_000);
      await stream.ended;
      await heartbeats(other, 2);
      expect(other.text).not.toMatch(/session-ended/);
      other.close();
    },
  );

  it.skipIf(skip)('ends the stream of a session that has expired', async () => {
    const { laptop, userId } = await laptopAndPhone();
    const stream = await streamOf(laptop);
    const db = asAuth(admin).db;
    const row = await db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    // Written back as the database holds it (a timestamp, or text), an hour ago.
    const past = new Date(Date.now() - 3_600_000);
    await db
      .updateTable('session')
      .set({ expiresAt: row.expiresAt instanceof Date ? past : past.toISOString() })
      .where('userId', '=', userId)
      .execute();
    await stream.next(SESSION_ENDED, 5_000);
    await stream.ended;
  });

  it.skipIf(skip)(
    'holds one user to 16 streams however many open in parallel, and says when to retry',
    async () => {
      const { laptop } = await laptopAndPhone();
      // From 20 addresses, so that only the cap per user is in play.
      const opened = await Promise.all(
        Array.from({ length: 20 }, () =>
          openStream(origin, cookieOf(laptop), { 'x-forwarded-for': nextIp() }),
        ),
      );
      const statuses = opened.map((stream) => stream.res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(16);
      const refused = opened.filter((stream) => stream.res.statusCode === 429);
      expect(refused).toHaveLength(4);
      expect(refused[0]!.res.headers['retry-after']).toBe('60');
      for (const stream of opened) stream.close();
      await Promise.all(opened.map((stream) => stream.ended));
    },
  );

  it.skipIf(skip)(
    'caps the streams of one client address (an IPv6 /64 counts as one) and of the server',
    async () => {
      const users = [await laptopAndPhone(), await laptopAndPhone()];
      const open: Awaited<ReturnType<typeof openStream>>[] = [];
      const tryOpen = async (user: number, address: string) => {
        const stream = await openStream(origin, cookieOf(users[user]!.laptop), {
          'x-forwarded-for': address,
        });
        open.push(stream);
        return stream.res;
      };
      for (const address of ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7::3']) {
        expect((await tryOpen(0, address)).statusCode).toBe(200);
      }
      // Another account on the same network: the address is full.
      const refused = await tryOpen(1, '2001:db8:7:7:ffff::9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await tryOpen(1, '2001:db8:7:8::1')).statusCode).toBe(200);

      // The server's 24: 4 are open; 20 more from 7 addresses, as two users (16 each at most).
      for (let i = 0; i < 20; i += 1) {
        const res = await tryOpen(i % 2, `10.77.${Math.floor(i / 3)}.1`);
        expect(res.statusCode).toBe(200);
      }
      const full = await tryOpen(0, '10.78.0.1');
      expect(full.statusCode).toBe(429);
      expect(full.headers['retry-after']).toBe('30');
      for (const stream of open) stream.close();
      await Promise.all(open.map((stream) => stream.ended));
    },
  );
});

const asAuth = (database: Database) =>
  database as unknown as { db: Kysely<AuthTables>; kind: Database['kind'] };
