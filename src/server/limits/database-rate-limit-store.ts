import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { NexusTables } from '@/server/db/database';

type Hit = { current: number; ttl: number };
type Done = (error: Error | null, hit?: Hit) => void;

/** How often, at most, windows that ended long ago are swept out of the table. */
const SWEEP_EVERY_MS = 60_000;

/** Counts one hit for `key` in its current fixed window: the count so far and the ms left. */
export type WindowCounter = (key: string, windowMs: number) => Promise<Hit>;

/**
 * Fixed-window counters in the database, shared by every server process on it: one statement
 * per hit (start a window, or count one more in it), and once a minute a sweep of old windows.
 */
export function databaseWindowCounter(
  db: Kysely<NexusTables>,
  now: () => number = Date.now,
): WindowCounter {
  let lastSweep = 0;

  async function hit(key: string, windowMs: number): Promise<Hit> {
    const at = now();
    const expired = at - windowMs;
    const row = await db
      .insertInto('rate_limit_window')
      .values({ key, window_start: at, hits: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          // A window that has ended starts again at this request; a live one counts it.
          hits: sql`case when rate_limit_window.window_start <= ${expired} then 1 else rate_limit_window.hits + 1 end`,
          window_start: sql`case when rate_limit_window.window_start <= ${expired} then ${at} else rate_limit_window.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    if (at - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = at;
      await db
        .deleteFrom('rate_limit_window')
        .where('window_start', '<', at - 24 * 3_600_000)
        .execute();
    }
    return { current: row.hits, ttl: Math.max(0, Number(row.window_start) + windowMs - at) };
  }
  return hit;
}

/**
 * A store for @fastify/rate-limit that keeps its fixed-window counters in the database, so every
 * server process on one database counts the same requests (the chat's and the library's limits,
 * like the auth limits). One statement per request: start a window, or count one more in it.
 * The plugin constructs the store itself, so this returns the class with the database bound;
 * `namespace` keeps each plugin's keys apart (the chat's and the library's limits both key by
 * user).
 */
export function databaseRateLimitStore(
  db: Kysely<NexusTables>,
  namespace: string,
  now: () => number = Date.now,
) {
  const hit = databaseWindowCounter(db, now);

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes the window as a third argument that its type declarations leave out.
    incr(key: string, done: Done, timeWindow?: number) {
      if (timeWindow === undefined) {
        done(new Error('The rate limiter gave no time window'));
        return;
      }
      hit(`${namespace}:${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    /** Each limiter of a plugin keys its own requests (by user, by address), so one store serves all. */
    child() {
      return this;
    }
  };
}
