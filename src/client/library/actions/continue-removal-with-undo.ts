import { offerUndo } from '@/client/lib/notices';
import {
  removeFromContinueWatching,
  restoreToContinueWatching,
} from '@/client/library/stores/continue-removed-store';

/**
 * Takes a title out of the Continue Watching row at once and offers 'Undo'
 * (docs/product.md#continue-watching-row); nothing to undo when storage refused the change.
 */
export function removeFromContinueWatchingWithUndo(item: {
  id: number;
  type: 'movie' | 'tv';
  title: string;
}) {
  if (!removeFromContinueWatching(item).ok) return;
  offerUndo(`Removed ${item.title} from Continue Watching.`, () => restoreToContinueWatching(item));
}
