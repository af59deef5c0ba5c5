import {
  libraryKey,
  parseLibraryKey,
  PROFILE_IMAGE_KEY,
  watchedKey,
} from '@/shared/library/library-keys';
import type { LibraryValue } from '@/shared/library/library-values';
import type { HistoryEntry, VaultItem, WatchProgress } from '@/shared/library/record-schemas';
import type { ContinueRemoved, WatchedMark } from '@/shared/library/watch-state-schemas';
import { readRaw, removeStored, writeStored, writeStoredText } from '@/client/lib/storage';
import { readProfileImage } from '@/client/library/stores/profile-image-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { readContinueRemoved } from '@/client/library/stores/continue-removed-store';
import { readVault } from '@/client/library/stores/vault-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { readRatings, type RatingEntry } from '@/client/library/stores/ratings-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { listProgress } from '@/client/library/stores/watch-progress-store';

/** The working copy as library items: every record in the product's keys, by library key. */
export function readLocalLibrary(): Map<string, LibraryValue> {
  const items = new Map<string, LibraryValue>();
  for (const item of readVault()) items.set(libraryKey('vault', item.type, item.id), item);
  for (const entry of readHistory()) {
    items.set(libraryKey('history', entry.media_type, entry.id), entry);
  }
  for (const record of listProgress()) {
    items.set(libraryKey('progress', record.type, record.id), record);
  }
  for (const mark of readWatchedMarks()) items.set(watchedKey(mark), mark);
  for (const flag of readContinueRemoved()) {
    items.set(libraryKey('continue-removed', flag.type, flag.id), flag);
  }
  for (const entry of readRatings()) {
    items.set(libraryKey('rating', entry.media_type, entry.id), entry);
  }
  const image = readProfileImage();
  if (image) items.set(PROFILE_IMAGE_KEY, image);
  return items;
}

export interface LocalChange {
  key: string;
  /** null: the item was deleted. */
  value: LibraryValue | null;
}

/**
 * Writes items that came from the account into the product's keys, where every page reads them.
 * The lists keep the order the product shows (newest first); each key is written once.
 */
export function writeLocalChanges(changes: LocalChange[]) {
  const vault = new Map<string, VaultItem | null>();
  const history = new Map<string, HistoryEntry | null>();
  const watched = new Map<string, WatchedMark | null>();
  const removed = new Map<string, ContinueRemoved | null>();
  const ratings = new Map<string, RatingEntry | null>();
  for (const { key, value } of changes) {
    const parsed = parseLibraryKey(key);
    if (!parsed) continue;
    if (parsed.kind === 'profile-image') {
      if (typeof value === 'string') writeStoredText(storageKeys.profileImage, value);
      else removeStored(storageKeys.profileImage);
    } else if (parsed.kind === 'progress') {
      const storageKey = storageKeys.watchProgress(parsed.mediaType, parsed.id);
      if (value === null) removeStored(storageKey);
      else writeStored(storageKey, value as WatchProgress);
    } else if (parsed.kind === 'watched') {
      watched.set(key, value as WatchedMark | null);
    } else if (parsed.kind === 'continue-removed') {
      removed.set(key, value as ContinueRemoved | null);
    } else if (parsed.kind === 'rating') {
      ratings.set(key, value as RatingEntry | null);
    } else if (parsed.kind === 'vault') {
      vault.set(`${parsed.mediaType}:${parsed.id}`, value as VaultItem | null);
    } else {
      history.set(`${parsed.mediaType}:${parsed.id}`, value as HistoryEntry | null);
    }
  }
  if (vault.size > 0) {
    const next = mergeList(readVault(), vault, (item) => `${item.type}:${item.id}`);
    next.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    writeIfChanged(storageKeys.vault, next);
  }
  if (history.size > 0) {
    const next = mergeList(readHistory(), history, (entry) => `${entry.media_type}:${entry.id}`);
    next.sort((a, b) => b.watchedAt - a.watchedAt);
    writeIfChanged(storageKeys.watchHistory, next);
  }
  if (watched.size > 0) {
    const next = mergeList(readWatchedMarks(), watched, watchedKey);
    next.sort((a, b) => b.watchedAt - a.watchedAt);
    writeIfChanged(watchStateKeys.marks, next);
  }
  if (removed.size > 0) {
    const next = mergeList(readContinueRemoved(), removed, (flag) =>
      libraryKey('continue-removed', flag.type, flag.id),
    );
    next.sort((a, b) => b.removedAt - a.removedAt);
    writeIfChanged(watchStateKeys.rowRemoved, next);
  }
  if (ratings.size > 0) {
    const next = mergeList(readRatings(), ratings, (entry) =>
      libraryKey('rating', entry.media_type, entry.id),
    );
    next.sort((a, b) => b.ratedAt - a.ratedAt);
    writeIfChanged(storageKeys.ratings, next);
  }
}

/** A list already stored as it is needs no write (nor, on a full storage, a second notice). */
function writeIfChanged(key: string, list: unknown[]) {
  if (readRaw(key) !== JSON.stringify(list)) writeStored(key, list);
}

function mergeList<T>(current: T[], changes: Map<string, T | null>, idOf: (item: T) => string) {
  const kept = current.filter((item) => !changes.has(idOf(item)));
  for (const value of changes.values()) if (value !== null) kept.push(value);
  return kept;
}
