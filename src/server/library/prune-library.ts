import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOMBSTONE_KEEP_MS = LIBRARY_LIMITS.tombstoneDays * DAY_MS;

/**
 * Forgets tombstones and operation ids older than the keep time (90 days): a device offline
 * longer than that could bring back what was deleted, which the issue accepts in exchange for
 * a library that does not grow forever. Each user's `pruned_seq` records the newest seq
 * forgotten, so a pull from an older cursor is answered in full (`reset`), not with a gap.
 */
export async function pruneLibrary(
  db: Kysely<NexusTables>,
  now: number,
  keepMs: number = TOMBSTONE_KEEP_MS,
) {
  const before = now - keepMs;
  return db.transaction().execute(async (trx) => {
    const pruned = await trx
      .selectFrom('library_item')
      .select((eb) => ['user_id', eb.fn.max('seq').as('max_seq')])
      .where('value', 'is', null)
      .where('updated', '<', before)
      .groupBy('user_id')
      .execute();
    for (const row of pruned) {
      const seq = Number(row.max_seq);
      await trx
        .updateTable('library_user')
        .set({ pruned_seq: seq })
        .where('user_id', '=', row.user_id)
        .where('pruned_seq', '<', seq)
        .execute();
    }
    const items = await trx
      .deleteFrom('library_item')
      .where('value', 'is', null)
      .where('updated', '<', before)
      .executeTakeFirst();
    const ops = await trx
      .deleteFrom('library_op')
      .where('received', '<', before)
      .executeTakeFirst();
    return { tombstones: Number(items.numDeletedRows), opIds: Number(ops.numDeletedRows) };
  });
}
