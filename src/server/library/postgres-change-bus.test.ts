import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { userKeyFrom } from '@/server/auth/accounts-handle';
import { hasTestPostgres, useOwnTestPostgres } from '@/server/db/testing/test-databases';
import { parseNotice, startPostgresChangeBus, type PostgresChangeBus } from './postgres-change-bus';

const quiet = { warn: () => undefined, info: () => undefined };
// Every process of one deployment derives the same keys from the same secret.
const userKey = userKeyFrom('a-server-secret-of-at-least-32-characters');

/** The cursors a listener hears, and a way to wait for the next one. */
function heard() {
  const cursors: number[] = [];
  let wake: (() => void) | undefined;
  return {
    cursors,
    listener: (cursor: number) => {
      cursors.push(cursor);
      wake?.();
    },
    next: (timeoutMs: number) =>
      new Promise<number | 'timeout'>((resolve) => {
        const seen = cursors.length;
        const timer = setTimeout(() => resolve('timeout'), timeoutMs);
        wake = () => {
          if (cursors.length === seen) return;
          clearTimeout(timer);
          resolve(cursors.at(-1)!);
        };
      }),
  };
}

/** Two server processes' buses on one Postgres (docs/product.md#running-more-than-one-server). */
describe.skipIf(!hasTestPostgres)('the Postgres change bus', () => {
  const own = useOwnTestPostgres('nexus_bus');
  const buses: PostgresChangeBus[] = [];
  let cursorNow = 7;

  const bus = async () => {
    const started = await startPostgresChangeBus({
      connectionString: own.url,
      db: own.database.db,
      cursorOf: async () => cursorNow,
      userKey,
      log: quiet,
    });
    buses.push(started);
    return started;
  };

  afterAll(async () => {
    for (const started of buses) await started.close();
  });

  it("carries a push on one server to the user's streams on another, and only theirs", async () => {
    const [a, b] = [await bus(), await bus()];
    const ada = heard();
    const bob = heard();
    b.subscribe('ada', ada.listener);
    b.subscribe('bob', bob.listener);
    const local = heard();
    a.subscribe('ada', local.listener);

    const started = Date.now();
    const arriving = ada.next(1000);
    a.publish('ada', 42);
    expect(await arriving).toBe(42);
    expect(Date.now() - started).toBeLessThan(1000);
    // The pushing server's own streams hear it at once, and once only.
    expect(local.cursors).toEqual([42]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(local.cursors).toEqual([42]);
    expect(bob.cursors).toEqual([]);
  });

  it('ignores anything else sent on its channel', async () => {
    const b = await bus();
    const ada = heard();
    b.subscribe('ada', ada.listener);
    const key = userKey('ada');
    for (const payload of [
      '',
      'ada 5',
      `${'f'.repeat(36)} -1 ${key}`,
      `x ${'9'.repeat(20)} ${key}`,
      // A user id in clear is not a key: nobody hears it.
      `${'f'.repeat(36)} 5 ada`,
    ]) {
      await sql`select pg_notify('nexus_library', ${payload})`.execute(own.database.db);
    }
    expect(await ada.next(300)).toBe('timeout');
    expect(parseNotice(`00000000-0000-0000-0000-000000000000 12 ${key}`)).toEqual({
      instance: '00000000-0000-0000-0000-000000000000',
      cursor: 12,
      userKey: key,
    });
    expect(parseNotice(`00000000-0000-0000-0000-000000000000 ended ${key}`)?.cursor).toBe('ended');
  });

  it('after a Postgres restart listens again and tells its streams the current cursor', async () => {
    const [a, b] = [await bus(), await bus()];
    const ada = heard();
    b.subscribe('ada', ada.listener);

    // Set first: the bus may be listening again before resume() returns.
    cursorNow = 9;
    await own.postgres.pause();
    await own.postgres.resume();
    // Notices sent while it was away are lost; the catch-up gives the cursor they carried.
    const deadline = Date.now() + 10_000;
    while (!ada.cursors.includes(9) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ada.cursors).toContain(9);
    expect(b.listening).toBe(true);

    const arriving = ada.next(1000);
    a.publish('ada', 10);
    expect(await arriving).toBe(10);
  }, 30_000);

  it('sends no user id over the channel: an opaque key, the same on every server', async () => {
    const [a, b] = [await bus(), await bus()];
    const userId = 'user-7f3a9c';
    const ada = heard();
    b.subscribe(userId, ada.listener);
    // Anyone allowed to LISTEN on the database reads every payload.
    const eavesdropper = new pg.Client({ connectionString: own.url });
    await eavesdropper.connect();
    const payloads: string[] = [];
    eavesdropper.on('notification', (message) => payloads.push(message.payload ?? ''));
    await eavesdropper.query('LISTEN nexus_library');
    try {
      const arriving = ada.next(1000);
      a.publish(userId, 5);
      expect(await arriving).toBe(5);
      a.publishSessionsEnded(userId);
      const deadline = Date.now() + 2000;
      while (payloads.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(payloads).toHaveLength(2);
      for (const payload of payloads) {
        expect(payload).not.toContain(userId);
        expect(payload).toContain(userKey(userId));
      }
    } finally {
      await eavesdropper.end();
    }
  });

  it("carries 'sessions ended' to every server that holds a stream of that user", async () => {
    const [a, b] = [await bus(), await bus()];
    const heardEnded: string[] = [];
    b.subscribeSessionsEnded((userId) => heardEnded.push(userId));
    const localEnded: string[] = [];
    a.subscribeSessionsEnded((userId) => localEnded.push(userId));
    const unsubscribe = b.subscribe('ada', () => {});
    b.subscribe('bob', () => {});

    a.publishSessionsEnded('ada');
    expect(localEnded).toEqual(['ada']);
    const deadline = Date.now() + 2000;
    while (heardEnded.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heardEnded).toEqual(['ada']);

    // Once Ada has no stream there, B has no way to tell whose key it hears: it ignores it.
    unsubscribe();
    a.publishSessionsEnded('ada');
    a.publishSessionsEnded('bob');
    const until = Date.now() + 2000;
    while (heardEnded.length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heardEnded).toEqual(['ada', 'bob']);
  });
});
