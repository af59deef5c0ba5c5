import { readRaw, readStoredList, writeStored, type WriteResult } from '../storage';
import { ratingEntrySchema, type RatingEntry } from '@/shared/library/rating-schema';
import { storageKeys } from './storage-keys';
import { cachedReader } from './use-stored-value';

/**
 * Your ratings: one per title, newest first, half stars 0.5 to 5. Read entry by entry through
 * the record's schema, like the vault and the history: a bad entry is set aside, not the list.
 */
export type { RatingEntry };

export const readRatings = cachedReader(
  () => readRaw(storageKeys.ratings),
  () => readStoredList(storageKeys.ratings, ratingEntrySchema),
);

/** Replaces the whole list, newest first: imports and undo write many entries at once. */
export function writeRatings(entries: RatingEntry[]): WriteResult {
  return writeStored(
    storageKeys.ratings,
    [...entries].sort((a, b) => b.ratedAt - a.ratedAt),
  );
}
