import { writeStored, type WriteResult } from '@/client/lib/storage';
import { continueRemovedSchema } from '@/shared/library/watch-state-schemas';
import { watchStateKeys } from './watch-state-keys';
import { storedListReader } from './stored-list';

/**
 * Titles taken out of the Continue Watching row (docs/product.md#continue-watching-row), newest
 * first, under `nexus_watch_row_removed`. Only the row reads them: history and progress stay.
 */

/**
 * A flag only matters until the title is played again, so old ones can go: this many are kept,
 * well under the library's limit for the kind.
 */
const KEPT_FLAGS = 500;

export const readContinueRemoved = storedListReader(
  watchStateKeys.rowRemoved,
  continueRemovedSchema,
);

export function removeFromContinueWatching(
  title: { id: number; type: 'movie' | 'tv' },
  now = Date.now(),
): WriteResult {
  const rest = readContinueRemoved().filter(
    (flag) => !(flag.id === title.id && flag.type === title.type),
  );
  return writeStored(
    watchStateKeys.rowRemoved,
    [{ id: title.id, type: title.type, removedAt: now }, ...rest].slice(0, KEPT_FLAGS),
  );
}

/** Undoes a removal: the title's flag goes, so the row shows it again. */
export function restoreToContinueWatching(title: { id: number; type: 'movie' | 'tv' }) {
  return writeStored(
    watchStateKeys.rowRemoved,
    readContinueRemoved().filter((flag) => !(flag.id === title.id && flag.type === title.type)),
  );
}
