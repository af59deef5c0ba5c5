import type { Kysely, Transaction } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { HttpError } from '@/server/http/errors';
import { itemLimit, LIBRARY_LIMITS, STORED_ROWS_LIMIT } from '@/shared/library/library-limits';
import { COUNTED_KINDS, kindOfKey, type CountedKind } from '@/shared/library/library-keys';
import { clampOp, mergeItem, type LibraryItem } from '@/shared/library/library-merge';
import type { LibraryOp } from '@/shared/library/library-ops';
import type { PushResponse } from '@/shared/library/library-api';
import { libraryErrors } from './library-errors';
import { itemFromRow } from './item-rows';

type Trx = Transaction<NexusTables>;
type Counts = Record<CountedKind, number>;
type Result = PushResponse['results'][number];

/** What the account holds: live items per kind, and rows and characters in all. */
interface Usage {
  counts: Counts;
  rows: number;
  bytes: number;
}

/**
 * Applies one user's batch in one transaction: every operation is clamped to the server's
 * clock, merged with the stored item by the shared rules, and each item that changes gets the
 * next seq. Operation ids seen before are skipped, so a batch sent again changes nothing.
 *
 * Past a limit (live items of a kind, the account's stored rows or characters), `partial`
 * (protocol 2) rejects that operation alone, in batch order; otherwise the batch is refused
 * whole (422), as older pages expect.
 */
export async function applyPush(
  db: Kysely<NexusTables>,
  userId: string,
  ops: LibraryOp[],
  receivedAt: number,
  options: { partial?: boolean } = {},
): Promise<{ response: PushResponse; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    const seen = await knownOpIds(trx, userId, ops);
    const keys = [...new Set(ops.map((op) => op.key))];
    const stored = await storedItems(trx, userId, keys);
    const state = new Map(stored);
    const usage: Usage = { counts: { ...user.counts }, rows: user.rows, bytes: user.bytes };

    const results: Result[] = [];
    const changed = new Map<string, LibraryItem>();
    const newOpIds: string[] = [];
    const touched = new Set<string>();
    for (const op of ops) {
      // An id received before, or earlier in this batch, changes nothing.
      if (seen.has(op.opId)) {
        results.push({ opId: op.opId, outcome: 'duplicate' });
        touched.add(op.key);
        continue;
      }
      const clamped = clampOp(op, receivedAt);
      const current = state.get(op.key);
      // A deletion of what the account never held (or no longer remembers) has nothing to
      // delete: nothing is stored. Its id is kept only when its time was clamped, as a resend
      // would be clamped later and could then beat a newer change.
      if (current === undefined && clamped.value === null) {
        if (clamped.at !== op.at) {
          const refusal = tryUse(usage, { ...usage, rows: usage.rows + 1 }, options);
          if (refusal) {
            results.push(rejected(op, refusal));
            continue;
          }
          usage.rows += 1;
          seen.add(op.opId);
          newOpIds.push(op.opId);
        }
        results.push({ opId: op.opId, outcome: 'applied', at: clamped.at });
        continue;
      }
      const merged = mergeItem(current, clamped);
      const next = merged === current ? usage : usageAfter(usage, current, merged);
      const refusal = tryUse(usage, { ...next, rows: next.rows + 1 }, options);
      if (refusal) {
        results.push(rejected(op, refusal));
        continue;
      }
      Object.assign(usage, next, { rows: next.rows + 1 });
      seen.add(op.opId);
      newOpIds.push(op.opId);
      touched.add(op.key);
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
    // All or nothing: the batch as a whole may not end past a limit it grew towards.
    if (!options.partial) {
      const refusal = limitPassed(user, usage);
      if (refusal) throw refusal;
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
    if (newOpIds.length > 0) {
      await trx
        .insertInto('library_op')
        .values(newOpIds.map((opId) => ({ user_id: userId, op_id: opId, received: receivedAt })))
        .onConflict((conflict) => conflict.columns(['user_id', 'op_id']).doNothing())
        .execute();
    }
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
    }
    if (newOpIds.length > 0 || rows.length > 0) {
      const { counts } = usage;
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
          stored_rows: usage.rows,
          stored_bytes: usage.bytes,
        })
        .where('user_id', '=', userId)
        .execute();
    }
    const items = [...touched].flatMap((key) => state.get(key) ?? []);
    return { response: { cursor: seq, results, items }, changed: rows.length > 0 };
  });
}

/** Characters an item takes in storage: its key and its value's JSON. */
const storedSize = (item: LibraryItem | undefined) =>
  item === undefined
    ? 0
    : item.key.length + (item.value === null ? 0 : JSON.stringify(item.value).length);

/** The usage once `merged` replaces `current` (not counting the operation's id row). */
function usageAfter(usage: Usage, current: LibraryItem | undefined, merged: LibraryItem): Usage {
  const counts = { ...usage.counts };
  const kind = kindOfKey(merged.key);
  if (kind !== 'profile-image') {
    counts[kind] += Number(merged.value !== null) - Number((current?.value ?? null) !== null);
  }
  return {
    counts,
    rows: usage.rows + (current === undefined ? 1 : 0),
    bytes: usage.bytes + storedSize(merged) - storedSize(current),
  };
}

/** With `partial`, the refusal of one operation that would take the usage past a limit. */
function tryUse(before: Usage, after: Usage, options: { partial?: boolean }) {
  return options.partial ? limitPassed(before, after) : null;
}

/** The refusal for usage that grew past a limit; shrinking, or staying under, always passes. */
function limitPassed(before: Usage, after: Usage): HttpError | null {
  for (const kind of COUNTED_KINDS) {
    const grew = after.counts[kind] > before.counts[kind];
    if (grew && after.counts[kind] > itemLimit(kind)) return libraryErrors.libraryFull(kind);
  }
  if (after.rows > before.rows && after.rows > STORED_ROWS_LIMIT) {
    return libraryErrors.tooManyStoredRows();
  }
  if (after.bytes > before.bytes && after.bytes > LIBRARY_LIMITS.storedBytes) {
    return libraryErrors.tooManyStoredBytes();
  }
  return null;
}

function rejected(op: LibraryOp, error: HttpError): Result {
  return {
    opId: op.opId,
    outcome: 'rejected',
    error: { code: error.code, message: error.message },
  };
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
      stored_rows: 0,
      stored_bytes: 0,
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
  return {
    seq: Number(row.seq),
    counts,
    rows: Number(row.stored_rows),
    bytes: Number(row.stored_bytes),
  };
}

/** The batch's operation ids received before (read under the user's lock, so no race). */
async function knownOpIds(trx: Trx, userId: string, ops: LibraryOp[]) {
  const ids = [...new Set(ops.map((op) => op.opId))];
  if (ids.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('library_op')
    .select('op_id')
    .where('user_id', '=', userId)
    .where('op_id', 'in', ids)
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
