import { writeStored, type WriteResult } from '@/client/lib/storage';
import { historyEntrySchema, type HistoryEntry } from '@/shared/library/record-schemas';
import { storageKeys } from '@/client/lib/storage-keys';
import { clearStoredList, storedListReader } from './stored-list';
import { useStoredKey } from './use-stored-value';

/** The watch history: one entry per title, newest first, with the percent watched (0-100). */
export type { HistoryEntry };

export const readHistory = storedListReader(storageKeys.watchHistory, historyEntrySchema);

export function useWatchHistory(): HistoryEntry[] {
  return useStoredKey(storageKeys.watchHistory, readHistory);
}

/** Adds or refreshes a title's entry and moves it to the front. */
export function recordHistory(entry: HistoryEntry): WriteResult {
  const rest = readHistory().filter(
    (item) => !(item.id === entry.id && item.media_type === entry.media_type),
  );
  return writeStored(storageKeys.watchHistory, [entry, ...rest]);
}

/** Removes one entry; returns it for undo. */
export function removeHistoryEntry(id: number, mediaType: 'movie' | 'tv'): HistoryEntry[] {
  const items = readHistory();
  const removed = items.filter((item) => item.id === id && item.media_type === mediaType);
  writeStored(
    storageKeys.watchHistory,
    items.filter((item) => !(item.id === id && item.media_type === mediaType)),
  );
  return removed;
}

export function clearHistory(): HistoryEntry[] {
  return clearStoredList(storageKeys.watchHistory, readHistory);
}

export function restoreHistory(removed: HistoryEntry[]): WriteResult {
  const current = readHistory();
  const missing = removed.filter(
    (entry) =>
      !current.some((item) => item.id === entry.id && item.media_type === entry.media_type),
  );
  const merged = [...missing, ...current].sort((a, b) => b.watchedAt - a.watchedAt);
  return writeStored(storageKeys.watchHistory, merged);
}
