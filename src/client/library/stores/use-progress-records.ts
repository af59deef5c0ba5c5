import { readRaw, storedKeys } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { cachedReader, useStoredValue } from '@/client/library/stores/use-stored-value';
import { listProgress, type WatchProgress } from '@/client/library/stores/watch-progress-store';

// Snapshot identity follows the raw text of every progress key, so the list is re-read only
// when some record changed (here or in another tab).
const readAllProgress = cachedReader(
  () =>
    storedKeys(storageKeys.watchProgressPrefix)
      .sort()
      .map((key) => `${key}=${readRaw(key)}`)
      .join('\n'),
  listProgress,
);

export function useProgressRecords(): WatchProgress[] {
  return useStoredValue((key) => key.startsWith(storageKeys.watchProgressPrefix), readAllProgress);
}
