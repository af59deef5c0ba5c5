import { writeStored, type WriteResult } from '@/client/lib/storage';
import { ratingEntrySchema, type RatingEntry } from '@/shared/library/rating-schema';
import { storageKeys } from '@/client/lib/storage-keys';
import { storedListReader } from './stored-list';
import { useStoredKey } from './use-stored-value';

/**
 * Your ratings: one per title, newest first, half stars 0.5 to 5. Read entry by entry through
 * the record's schema, like the vault and the history: a bad entry is set aside, not the list.
 */
export type { RatingEntry };

export const readRatings = storedListReader(storageKeys.ratings, ratingEntrySchema);

/** Your ratings, kept live: a change here, in another tab or from sync re-renders. */
export function useRatings(): RatingEntry[] {
  return useStoredKey(storageKeys.ratings, readRatings);
}

/** One title's rating, kept live; null when it has none. */
export function useRating(id: number, mediaType: RatingEntry['media_type']): number | null {
  return useRatings().find((r) => r.id === id && r.media_type === mediaType)?.rating ?? null;
}

/** Replaces the whole list, newest first: imports and undo write many entries at once. */
export function writeRatings(entries: RatingEntry[]): WriteResult {
  return writeStored(
    storageKeys.ratings,
    [...entries].sort((a, b) => b.ratedAt - a.ratedAt),
  );
}

/** Sets or changes one title's rating and moves it to the front. */
export function saveRating(entry: RatingEntry): WriteResult {
  const rest = readRatings().filter(
    (item) => !(item.id === entry.id && item.media_type === entry.media_type),
  );
  return writeStored(storageKeys.ratings, [entry, ...rest]);
}

/** Clears one title's rating; sync sends the removal. */
export function clearRating(id: number, mediaType: RatingEntry['media_type']): WriteResult {
  return writeStored(
    storageKeys.ratings,
    readRatings().filter((item) => !(item.id === id && item.media_type === mediaType)),
  );
}
