import { watchProgressSchema, type WatchProgress } from '@/shared/library/record-schemas';
import { readStored, storedKeys, writeStored, type WriteResult } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';

/**
 * Watch progress records, one key per title: `watch_progress_{type}_{id}`, read with the readings
 * docs/product.md#readings-we-accept allows.
 */
export type { WatchProgress };

export function readProgress(type: 'movie' | 'tv', id: number): WatchProgress | null {
  return readStored(storageKeys.watchProgress(type, id), watchProgressSchema, null);
}

export function writeProgress(record: WatchProgress): WriteResult {
  return writeStored(storageKeys.watchProgress(record.type, record.id), record);
}

/** Every valid record, most recently watched first. */
export function listProgress(): WatchProgress[] {
  return storedKeys(storageKeys.watchProgressPrefix)
    .map((key) => readStored(key, watchProgressSchema, null))
    .filter((record): record is WatchProgress => record !== null)
    .sort((a, b) => b.lastWatched - a.lastWatched);
}

/** Percent watched, 0-100, from either reading of `progress`. */
export function progressPercent(record: Pick<WatchProgress, 'progress'>): number {
  const { progress } = record;
  if (typeof progress === 'number') return progress;
  return progress.duration > 0 ? (progress.watched / progress.duration) * 100 : 0;
}
