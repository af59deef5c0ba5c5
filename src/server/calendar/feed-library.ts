import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { parseLibraryKey } from '@/shared/library/library-keys';

/** The most series one feed follows: the library's most recently touched ones. */
const FEED_MAX_SERIES = 200;

/** A series is followed when it is in the vault, in progress or in the history. */
const FOLLOWING_KINDS = ['vault', 'progress', 'history'] as const;

/**
 * The series a profile's library follows (items live, not deleted), newest first, at most
 * FEED_MAX_SERIES; and the library's change counter, which moves with every change to it, so a
 * feed built before a change is never served after it.
 */
export async function followedSeries(db: Kysely<NexusTables>, libraryId: string) {
  const [rows, counter] = await Promise.all([
    db
      .selectFrom('library_item')
      .select('key')
      .where('user_id', '=', libraryId)
      .where('value', 'is not', null)
      .where((eb) => eb.or(FOLLOWING_KINDS.map((kind) => eb('key', 'like', `${kind}:tv:%`))))
      .orderBy('at', 'desc')
      .limit(FEED_MAX_SERIES * FOLLOWING_KINDS.length)
      .execute(),
    db.selectFrom('library_user').select('seq').where('user_id', '=', libraryId).executeTakeFirst(),
  ]);
  const ids = new Set<number>();
  for (const { key } of rows) {
    const parsed = parseLibraryKey(key);
    if (parsed && parsed.kind !== 'profile-image' && ids.size < FEED_MAX_SERIES) ids.add(parsed.id);
  }
  return { ids: [...ids], version: String(counter?.seq ?? 0) };
}
