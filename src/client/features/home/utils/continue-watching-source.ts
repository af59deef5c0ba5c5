import { readContinueRemoved } from '@/client/library/stores/continue-removed-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { listProgress, progressPercent } from '@/client/library/stores/watch-progress-store';
import { continueWatchingItems } from './continue-watching';

/**
 * Reads the continue-watching candidates from local progress records, watched marks and removal
 * flags. Loaded on demand: the stores validate with a schema library, which stays off the first
 * load.
 */
export const readContinueWatching = () =>
  continueWatchingItems(listProgress(), progressPercent, {
    marks: readWatchedMarks(),
    removed: readContinueRemoved(),
  });
