import { sql, type Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOMBSTONE_KEEP_MS = LIBRARY_LIMITS.tombstoneDays * DAY_MS;
/** Rows looked at per step: each step is a few short transactions, never one huge one. */
const PRUNE_BATCH = 1000;

/**
 * Forgets tombstones and operation ids older than the keep time (90 days): a device offline
 * longer than that could bring back what was deleted, which the issue accepts in exchange for
 * a library that does not grow forever. Each user's `pruned_seq` records the newest seq
 * forgotten, so a pull from an older cursor is answered in full (`reset`), not with a gap; their
 * stored rows and characters go down by what was forgotten.
 *
 * It runs in batches of 1,000 rows, one short transaction per user in each, so pushes and
 * pulls go on in between and no step holds more than a batch in memory.
 */
export async function pruneLibrary(
  db: Kysely<NexusTables>,
  now: number,
  keepMs: number = TOMBSTONE_KEEP_MS,
  batch: number = PRUNE_BATCH,
) {
  const before = now - keepMs;
  const tombstones = await inBatches(
    batch,
    () =>
      db
        .selectFrom('library_item')
        .select(['user_id', 'key as id'])
        .where('value', 'is', null)
        .where('updated', '<', before)
        .limit(batch)
        .execute(),
    (userId, keys) => forgetTombstones(db, userId, keys, before),
  );
  const opIds = await inBatches(
    batch,
    () =>
      db
        .selectFrom('library_op')
        .select(['user_id', 'op_id as id'])
        .where('received', '<', before)
        .limit(batch)
        .execute(),
    (userId, ids) => forgetOpIds(db, userId, ids, before),
  );
  return { tombstones, opIds };
}

/** Finds a batch, forgets it user by user, and goes on until a batch comes back short. */
async function inBatches(
  batch: number,
  find: () => Promise<Array<{ user_id: string; id: string }>>,
  forget: (userId: string, ids: string[]) => Promise<number>,
) {
  let total = 0;
  for (;;) {
    const found = await find();
    const users = new Map<string, string[]>();
    for (const row of found) users.set(row.user_id, [...(users.get(row.user_id) ?? []), row.id]);
    for (const [userId, ids] of users) total += await forget(userId, ids);
    if (found.length < batch) return total;
  }
}

/**
 * The user's row is locked first, as a push does, so the two never wait on each other in
 * opposite orders; the deletion checks again that each row is still an old tombstone (a push
 * may have brought the item back since it was found).
 */
async function forgetTombstones(
  db: Kysely<NexusTables>,
  userId: string,
  keys: string[],
  before: number,
) {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const gone = await trx
      .deleteFrom('library_item')
      .where('user_id', '=', userId)
      .where('key', 'in', keys)
      .where('value', 'is', null)
      .where('updated', '<', before)
      .returning(['key', 'seq'])
      .execute();
    if (gone.length === 0) return 0;
    const newest = Math.max(...gone.map((row) => Number(row.seq)));
    const chars = gone.reduce((sum, row) => sum + row.key.length, 0);
    await trx
      .updateTable('library_user')
      .set((eb) => ({
        pruned_seq: sql<number>`case when ${eb.ref('pruned_seq')} < ${newest} then ${newest} else ${eb.ref('pruned_seq')} end`,
        stored_rows: eb('stored_rows', '-', gone.length),
        stored_bytes: eb('stored_bytes', '-', chars),
      }))
      .where('user_id', '=', userId)
      .execute();
    return gone.length;
  });
}

async function forgetOpIds(db: Kysely<NexusTables>, userId: string, ids: string[], before: number) {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const gone = await trx
      .deleteFrom('library_op')
      .where('user_id', '=', userId)
      .where('op_id', 'in', ids)
      .where('received', '<', before)
      .executeTakeFirst();
    const count = Number(gone.numDeletedRows);
    if (count > 0) {
      await trx
        .updateTable('library_user')
        .set((eb) => ({ stored_rows: eb('stored_rows', '-', count) }))
        .where('user_id', '=', userId)
        .execute();
    }
    return count;
  });
}

/** Takes the user's row lock (Postgres; SQLite writes one at a time anyway). */
async function lockUserRow(trx: Kysely<NexusTables>, userId: string) {
  await trx
    .updateTable('library_user')
    .set((eb) => ({ seq: eb.ref('seq') }))
    .where('user_id', '=', userId)
    .execute();
}
