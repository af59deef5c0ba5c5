import { readRaw, readStoredList, writeStored, type WriteResult } from '../storage';
import {
  arrayOf,
  inRange,
  isFiniteNumber,
  isPositiveInt,
  isString,
  nullable,
  oneOf,
  optional,
  recordValidator,
} from './checks';
import { foldAliases, toEpochMs, toId, toPercent } from './spec-readings';
import { storageKeys } from './storage-keys';
import { cachedReader, useStoredValue } from './use-stored-value';

/** The watch history: one entry per title, newest first, with the percent watched (0-100). */
export interface HistoryEntry {
  id: number;
  media_type: 'movie' | 'tv';
  title?: string;
  name?: string;
  poster_path?: string | null;
  watchedAt: number;
  /** Percent watched, 0-100 (0 when a stored entry has none). */
  progress: number;
  genre_ids?: number[];
  [field: string]: unknown;
}

const historyEntrySchema = recordValidator<HistoryEntry>(
  {
    id: isPositiveInt,
    media_type: oneOf('movie', 'tv'),
    title: optional(isString),
    name: optional(isString),
    poster_path: optional(nullable(isString)),
    watchedAt: isFiniteNumber,
    progress: inRange(0, 100),
    genre_ids: optional(arrayOf(isFiniteNumber)),
  },
  { progress: 0 },
  canonicalHistoryEntry,
);

/** `contentId`/`contentType`/`type` name the title, `watchedAt` may be ISO text, `progress` seconds. */
function canonicalHistoryEntry(stored: Record<string, unknown>): Record<string, unknown> {
  const entry = foldAliases(stored, { id: ['contentId'], media_type: ['contentType', 'type'] });
  entry.id = toId(entry.id);
  entry.watchedAt = toEpochMs(entry.watchedAt) ?? entry.watchedAt;
  if (entry.progress !== undefined) entry.progress = toPercent(entry.progress);
  return entry;
}

export const readHistory = cachedReader(
  () => readRaw(storageKeys.watchHistory),
  () => readStoredList(storageKeys.watchHistory, historyEntrySchema),
);

export function useWatchHistory(): HistoryEntry[] {
  return useStoredValue((key) => key === storageKeys.watchHistory, readHistory);
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
  const removed = readHistory();
  writeStored(storageKeys.watchHistory, []);
  return removed;
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
