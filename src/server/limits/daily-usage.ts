import { sql, type Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';

/**
 * Counts uses per key per UTC day and refuses past a cap (the chat's daily cap on calls to a
 * paid AI provider). With a database, every server process shares the counts; without one
 * (accounts off) they live in this process.
 */
export interface DailyUsage {
  /** Counts one use when `key` has had fewer than `cap` today; false (nothing counted) when not. */
  take(key: string, cap: number): Promise<boolean>;
  /** Takes back one use of `key` counted today (a use whose other caps refused it). */
  giveBack(key: string): Promise<void>;
}

/**
 * Counts one use against every cap, or against none: the index of the first cap that refuses
 * (the uses already taken are given back), or -1 when all of them allowed it. Caps are taken in
 * order, so a person past their own cap costs their address and the server nothing.
 */
export async function takeEach(
  usage: DailyUsage,
  caps: ReadonlyArray<{ key: string; cap: number }>,
): Promise<number> {
  for (const [index, { key, cap }] of caps.entries()) {
    if (await usage.take(key, cap)) continue;
    for (const taken of caps.slice(0, index)) await usage.giveBack(taken.key);
    return index;
  }
  return -1;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export function databaseDailyUsage(
  db: Kysely<NexusTables>,
  now: () => number = Date.now,
): DailyUsage {
  let lastPrunedDay = '';
  return {
    async take(key, cap) {
      const day = utcDay(now());
      if (day !== lastPrunedDay) {
        lastPrunedDay = day;
        await db.deleteFrom('daily_usage').where('day', '<', day).execute();
      }
      // One statement: insert, or add one only while under the cap. Concurrent requests on any
      // server cannot both take the last use.
      const row = await db
        .insertInto('daily_usage')
        .values({ key, day, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'day'])
            .doUpdateSet({ count: sql`daily_usage.count + 1` })
            .where('daily_usage.count', '<', cap),
        )
        .returning('count')
        .executeTakeFirst();
      return row !== undefined && cap > 0;
    },
    async giveBack(key) {
      await db
        .updateTable('daily_usage')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('day', '=', utcDay(now()))
        .where('count', '>', 0)
        .execute();
    },
  };
}

/** At most this many keys are remembered in memory; a new day starts them all afresh anyway. */
const MAX_MEMORY_KEYS = 100_000;

export function memoryDailyUsage(now: () => number = Date.now): DailyUsage {
  let day = '';
  const counts = new Map<string, number>();
  return {
    async take(key, cap) {
      const today = utcDay(now());
      if (today !== day || counts.size >= MAX_MEMORY_KEYS) {
        day = today;
        counts.clear();
      }
      const used = counts.get(key) ?? 0;
      if (used >= cap) return false;
      counts.set(key, used + 1);
      return true;
    },
    async giveBack(key) {
      const used = counts.get(key) ?? 0;
      if (used > 0) counts.set(key, used - 1);
    },
  };
}
