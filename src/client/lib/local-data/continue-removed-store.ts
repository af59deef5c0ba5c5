import { readRaw, readStoredList, writeStored, type WriteResult } from '../storage';
import { continueRemovedSchema, type ContinueRemoved } from '@/shared/library/watch-state-schemas';
import { storageKeys } from './storage-keys';
import { cachedReader } from './use-stored-value';

/**
 * Titles taken out of the Continue Watching row (docs/product.md#continue-watching-row), newest
 * first, under `nexus_continue_removed`. Only the row reads them: history and progress stay.
 */
export type { ContinueRemoved };

/**
 * A flag only matters until the title is played again, so old ones can go: this many are kept,
 * well under the library's limit for the kind.
 */
const KEPT_FLAGS = 500;

export const readContinueRemoved = cachedReader(
  () => readRaw(storageKeys.continueRemoved),
  () => readStoredList(storageKeys.continueRemoved, continueRemovedSchema),
);

export function removeFromContinueWatching(
  title: { id: number; type: 'movie' | 'tv' },
  now = Date.now(),
): WriteResult {
  const rest = readContinueRemoved().filter(
    (flag) => !(flag.id === title.id && flag.type === title.type),
  );
  return writeStored(
    storageKeys.continueRemoved,
    [{ id: title.id, type: title.type, removedAt: now }, ...rest].slice(0, KEPT_FLAGS),
  );
}
