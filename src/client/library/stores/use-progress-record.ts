import { useMemo } from 'react';
import { readRaw } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { cachedReader, useStoredKey } from '@/client/library/stores/use-stored-value';
import { readProgress, type WatchProgress } from '@/client/library/stores/watch-progress-store';

/** A title's progress record, kept live: the player writing it re-renders the page. */
export function useProgressRecord(type: 'movie' | 'tv', id: number): WatchProgress | null {
  const key = storageKeys.watchProgress(type, id);
  const read = useMemo(
    () =>
      cachedReader(
        () => readRaw(key),
        () => readProgress(type, id),
      ),
    [key, type, id],
  );
  return useStoredKey(key, read);
}
