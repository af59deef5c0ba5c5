import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { hasTestPostgres, useOwnTestPostgres } from '@/server/db/testing/test-databases';
import { parseNotice, startPostgresChangeBus, type PostgresChangeBus } from './postgres-change-bus';

const quiet = { warn: () => undefined, info: () => undefined };

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
    for (const payload of ['', 'ada 5', `${'f'.repeat(36)} -1 ada`, `x ${'9'.repeat(20)} ada`]) {
      await sql`select pg_notify('nexus_library', ${payload})`.execute(own.database.db);
    }
    expect(await ada.next(300)).toBe('timeout');
    expect(parseNotice('00000000-0000-0000-0000-000000000000 12 user-1')).toEqual({
      instance: '00000000-0000-0000-0000-000000000000',
      cursor: 12,
      userId: 'user-1',
    });
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
});
