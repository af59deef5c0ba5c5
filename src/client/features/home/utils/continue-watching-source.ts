import { listProgress, progressPercent } from '@/client/lib/local-data/watch-progress-store';
import { continueWatchingItems } from './continue-watching';

/**
 * Reads the continue-watching items from local progress records. Loaded on demand: the progress
 * store validates with a schema library, which stays off the first load.
 */
export const readContinueWatching = () => continueWatchingItems(listProgress(), progressPercent);
