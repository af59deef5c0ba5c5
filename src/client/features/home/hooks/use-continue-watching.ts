import { useEffect, useState } from 'react';
import { storageKeys } from '@/client/lib/storage-keys';
import { storedKeys, subscribeStorage } from '@/client/lib/storage';
import type { ContinueItem } from '../utils/continue-watching';

const REFRESH_MS = 30_000;
const loadSource = () => import('../utils/continue-watching-source');

const hasProgressKeys = () => storedKeys(storageKeys.watchProgressPrefix).length > 0;

/**
 * Items for the continue-watching row, refreshed every 30 s (docs/product.md#continue-watching-row)
 * and whenever stored data changes here or in another tab (progress, watched marks, removals). `items` is null while records exist
 * but are still being read, so the row can hold its place instead of shifting the page when they
 * arrive.
 */
export function useContinueWatching(): ContinueItem[] | null {
  const [items, setItems] = useState<ContinueItem[] | null>(() => (hasProgressKeys() ? null : []));
  useEffect(() => {
    let active = true;
    let read: (() => ContinueItem[]) | null = null;
    const refresh = () => {
      if (!active) return;
      if (read) setItems(read());
      else if (!hasProgressKeys()) setItems([]);
      else {
        void loadSource()
          .then(({ readContinueWatching }) => {
            read = readContinueWatching;
            if (active) setItems(read());
          })
          .catch(() => active && setItems([]));
      }
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    // Any key: progress, watched marks and removals all change the row, and a reread of
    // unchanged records is cheap.
    const unsubscribe = subscribeStorage(refresh);
    return () => {
      active = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, []);
  return items;
}
