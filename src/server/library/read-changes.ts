import { sql, type Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { LIBRARY_EPOCH } from '@/server/db/migrations';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';

export interface ChangesPage {
  /** The answer's JSON text in pieces of about 64 KB, ready to be written one after another. */
  chunks: string[];
  cursor: number;
  count: number;
  more: boolean;
}

/** Characters of values read from the database at once, so one pull holds little beyond its page. */
const READ_BYTES = 256 * 1024;
/** Characters of one piece of the answer. */
const CHUNK_BYTES = 64 * 1024;

/**
 * One page of a user's items changed after `since`, in seq order, as the JSON text of a
 * ChangesResponse (src/shared/library/library-api.ts). Values are stored as JSON text and put
 * into the answer as they are: a full pull of a large library would otherwise parse and
 * serialise every value again for nothing.
 *
 * A page holds at most `limit` items and about 1 MB of keys and values (at least one item),
 * whichever comes first: the sizes are read first, then the values in bounded reads, and the
 * text is kept in pieces, so a pull never holds more than its page however large the library.
 *
 * A cursor below the seq of pruned tombstones, or beyond the user's counter (another database,
 * a restored backup), cannot be continued: the answer is then a full pull marked `reset`.
 *
 * Every answer names the library's epoch, which a restore replaces: a device that synced under
 * another epoch starts afresh (decision 0025), whatever its cursor.
 */
export async function readChanges(
  db: Kysely<NexusTables>,
  userId: string,
  since: number,
  limit: number,
  maxBytes: number = LIBRARY_LIMITS.pullPageBytes,
): Promise<ChangesPage> {
  const user = await db
    .selectFrom('library_user')
    .select(['seq', 'pruned_seq'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const epoch = await readLibraryEpoch(db);
  const seq = Number(user?.seq ?? 0);
  const reset = since > 0 && (since > seq || since < Number(user?.pruned_seq ?? 0));
  const from = reset ? 0 : since;
  const sizes = await db
    .selectFrom('library_item')
    .select(['seq', sql<number>`length(key) + coalesce(length(value), 0)`.as('size')])
    .where('user_id', '=', userId)
    .where('seq', '>', from)
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  // The page's items: up to `limit`, and as many as fit in `maxBytes` (always the first).
  let count = 0;
  let bytes = 0;
  for (const row of sizes.slice(0, limit)) {
    const size = Number(row.size);
    if (count > 0 && bytes + size > maxBytes) break;
    bytes += size;
    count += 1;
  }
  const more = sizes.length > count;
  const cursor = count > 0 ? Number(sizes[count - 1]!.seq) : from;

  const chunks: string[] = [];
  let piece = '{"items":[';
  let after = from;
  let first = true;
  for (let start = 0; start < count;) {
    // The next read: rows up to READ_BYTES of values (at least one), by their seqs.
    let end = start;
    let readBytes = 0;
    while (end < count && (end === start || readBytes + Number(sizes[end]!.size) <= READ_BYTES)) {
      readBytes += Number(sizes[end]!.size);
      end += 1;
    }
    const upTo = Number(sizes[end - 1]!.seq);
    const rows = await db
      .selectFrom('library_item')
      .select(['key', 'value', 'at', 'op_id'])
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .where('seq', '<=', upTo)
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      if (piece.length > CHUNK_BYTES) {
        chunks.push(piece);
        piece = '';
      }
      piece +=
        `${first ? '' : ','}{"opId":${JSON.stringify(row.op_id)},"key":${JSON.stringify(row.key)},` +
        `"value":${row.value ?? 'null'},"at":${Number(row.at)}}`;
      first = false;
    }
    after = upTo;
    start = end;
  }
  const epochField = epoch === undefined ? '' : `,"epoch":${JSON.stringify(epoch)}`;
  chunks.push(`${piece}],"cursor":${cursor},"more":${more},"reset":${reset}${epochField}}`);
  return { chunks, cursor, count, more };
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

/** The library's epoch (migration 0011; replaced by `npm run restore`). */
async function readLibraryEpoch(db: Kysely<NexusTables>): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_meta')
    .select('value')
    .where('name', '=', LIBRARY_EPOCH)
    .executeTakeFirst();
  return row?.value;
}
