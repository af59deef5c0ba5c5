import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';

export interface ChangesPage {
  /** The answer's JSON text, ready to send (see below). */
  json: string;
  cursor: number;
  count: number;
}

/**
 * One page of a user's items changed after `since`, in seq order, as the JSON text of a
 * ChangesResponse (src/shared/library/library-api.ts). Values are stored as JSON text and put
 * into the answer as they are: a full pull of a large library would otherwise parse and
 * serialise every value again for nothing.
 *
 * A cursor below the seq of pruned tombstones, or beyond the user's counter (another database,
 * a restored backup), cannot be continued: the answer is then a full pull marked `reset`.
 */
export async function readChanges(
  db: Kysely<NexusTables>,
  userId: string,
  since: number,
  limit: number,
): Promise<ChangesPage> {
  const user = await db
    .selectFrom('library_user')
    .select(['seq', 'pruned_seq'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seq = Number(user?.seq ?? 0);
  const reset = since > 0 && (since > seq || since < Number(user?.pruned_seq ?? 0));
  const from = reset ? 0 : since;
  const rows = await db
    .selectFrom('library_item')
    .select(['key', 'value', 'at', 'op_id', 'seq'])
    .where('user_id', '=', userId)
    .where('seq', '>', from)
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const cursor = page.length > 0 ? Number(page[page.length - 1]!.seq) : from;
  const items = page.map(
    (row) =>
      `{"opId":${JSON.stringify(row.op_id)},"key":${JSON.stringify(row.key)},` +
      `"value":${row.value ?? 'null'},"at":${Number(row.at)}}`,
  );
  const json = `{"items":[${items.join(',')}],"cursor":${cursor},"more":${more},"reset":${reset}}`;
  return { json, cursor, count: page.length };
}

/** The user's change counter: what a client that has pulled everything holds. */
export async function currentCursor(db: Kysely<NexusTables>, userId: string): Promise<number> {
  const user = await db
    .selectFrom('library_user')
    .select('seq')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(user?.seq ?? 0);
}
