import {
  historyEntrySchema,
  profileImageSchema,
  vaultItemSchema,
  watchProgressSchema,
  type HistoryEntry,
  type VaultItem,
  type WatchProgress,
} from './record-schemas';
import { ratingEntrySchema, type RatingEntry } from './rating-schema';
import {
  continueRemovedSchema,
  watchedMarkSchema,
  type ContinueRemoved,
  type WatchedMark,
} from './watch-state-schemas';

/**
 * The values of library items are the very records the browser stores under the product's keys,
 * checked with their one schema each (record-schemas.ts, watch-state-schemas.ts). The profile
 * image's size is a limit (422), not a shape (400), so it is checked apart: see
 * libraryLimitProblem.
 */
export type LibraryValue =
  VaultItem | WatchProgress | HistoryEntry | WatchedMark | ContinueRemoved | RatingEntry | string;

export const valueSchemas = {
  vault: vaultItemSchema,
  progress: watchProgressSchema,
  history: historyEntrySchema,
  watched: watchedMarkSchema,
  'continue-removed': continueRemovedSchema,
  rating: ratingEntrySchema,
  'profile-image': profileImageSchema,
} as const;
