import type { Kysely, Transaction } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { itemLimit } from '@/shared/library/library-limits';
import { COUNTED_KINDS, kindOfKey, type CountedKind } from '@/shared/library/library-keys';
import { clampOp, mergeItem, type LibraryItem } from '@/shared/library/library-merge';
import type { LibraryOp } from '@/shared/library/library-ops';
import type { PushResponse } from '@/shared/library/library-api';
import { libraryErrors } from './library-errors';
import { itemFromRow } from './item-rows';

type Trx = Transaction<NexusTables>;
type Counts = Record<CountedKind, number>;

/**
 * Applies one user's batch in one transaction: every operation is clamped to the server's
 * clock, merged with the stored item by the shared rules, and each item that changes gets the
 * next seq. Operation ids seen before are skipped, so a batch sent again changes nothing. A
 * batch that would leave more live items of a kind than the limit is refused whole (422).
 */
export async function applyPush(
  db: Kysely<NexusTables>,
  userId: string,
  ops: LibraryOp[],
  receivedAt: number,
): Promise<{ response: PushResponse; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    const fresh = await recordOpIds(trx, userId, ops, receivedAt);
    const keys = [...new Set(ops.map((op) => op.key))];
    const stored = await storedItems(trx, userId, keys);
    const state = new Map(stored);

    const results: PushResponse['results'] = [];
    const changed = new Map<string, LibraryItem>();
    for (const op of ops) {
      // An id received before, or earlier in this batch, changes nothing.
      if (!fresh.delete(op.opId)) {
        results.push({ opId: op.opId, outcome: 'duplicate' });
        continue;
      }
      const clamped = clampOp(op, receivedAt);
      const current = state.get(op.key);
      const merged = mergeItem(current, clamped);
      if (merged !== current) {
        state.set(op.key, merged);
        changed.set(op.key, merged);
      }
      results.push({
        opId: op.opId,
        outcome: merged === clamped ? 'applied' : 'superseded',
        at: clamped.at,
      });
    }

    const counts = countChanges(user.counts, stored, changed);
    for (const kind of COUNTED_KINDS) {
      const grew = counts[kind] > user.counts[kind];
      if (grew && counts[kind] > itemLimit(kind)) throw libraryErrors.libraryFull(kind);
    }

    let seq = user.seq;
    const rows = [...changed.values()].map((item) => ({
      user_id: userId,
      key: item.key,
      value: item.value === null ? null : JSON.stringify(item.value),
      at: item.at,
      op_id: item.opId,
      seq: (seq += 1),
      updated: receivedAt,
    }));
    if (rows.length > 0) {
      await trx
        .insertInto('library_item')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'key']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            at: eb.ref('excluded.at'),
            op_id: eb.ref('excluded.op_id'),
            seq: eb.ref('excluded.seq'),
            updated: eb.ref('excluded.updated'),
          })),
        )
        .execute();
      await trx
        .updateTable('library_user')
        .set({
          seq,
          vault_items: counts.vault,
          progress_items: counts.progress,
          history_items: counts.history,
          watched_items: counts.watched,
          continue_removed_items: counts['continue-removed'],
          rating_items: counts.rating,
        })
        .where('user_id', '=', userId)
        .execute();
    }
    const items = keys.flatMap((key) => state.get(key) ?? []);
    return { response: { cursor: seq, results, items }, changed: rows.length > 0 };
  });
}

/**
 * The user's row, created on their first push, and locked until the transaction ends (an
 * upsert locks the row on Postgres): two pushes of one user take turns, so seqs commit in the
 * order they were given and a pull never skips one. SQLite runs one write at a time anyway.
 */
async function lockUser(trx: Trx, userId: string) {
  const row = await trx
    .insertInto('library_user')
    .values({
      user_id: userId,
      seq: 0,
      pruned_seq: 0,
      vault_items: 0,
      progress_items: 0,
      history_items: 0,
      watched_items: 0,
      continue_removed_items: 0,
      rating_items: 0,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({ seq: eb.ref('library_user.seq') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const counts: Counts = {
    vault: Number(row.vault_items),
    progress: Number(row.progress_items),
    history: Number(row.history_items),
    watched: Number(row.watched_items),
    'continue-removed': Number(row.continue_removed_items),
    rating: Number(row.rating_items),
  };
  return { seq: Number(row.seq), counts };
}

/**
 * Records the batch's operation ids and answers those not received before: one statement
 * both checks and records them (rolled back with the batch when it is refused).
 */
async function recordOpIds(trx: Trx, userId: string, ops: LibraryOp[], receivedAt: number) {
  const ids = [...new Set(ops.map((op) => op.opId))];
  if (ids.length === 0) return new Set<string>();
  const rows = await trx
    .insertInto('library_op')
    .values(ids.map((opId) => ({ user_id: userId, op_id: opId, received: receivedAt })))
    .onConflict((conflict) => conflict.columns(['user_id', 'op_id']).doNothing())
    .returning('op_id')
    .execute();
  return new Set(rows.map((row) => row.op_id));
}

async function storedItems(trx: Trx, userId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, LibraryItem>();
  const rows = await trx
    .selectFrom('library_item')
    .select(['key', 'value', 'at', 'op_id'])
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, itemFromRow(row)]));
}

/** The live counts after the changes: each changed key may have become live or deleted. */
function countChanges(
  before: Counts,
  stored: ReadonlyMap<string, LibraryItem>,
  changed: ReadonlyMap<string, LibraryItem>,
): Counts {
  const counts = { ...before };
  for (const [key, item] of changed) {
    const kind = kindOfKey(key);
    if (kind === 'profile-image') continue;
    const wasLive = (stored.get(key)?.value ?? null) !== null;
    const isLive = item.value !== null;
    counts[kind] += Number(isLive) - Number(wasLive);
  }
  return counts;
}
