import { msg } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
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
  const name = item.title;
  const message = msg({
    message: `Removed ${name} from Continue Watching.`,
    comment: '{name} is a film or series name; Continue Watching is the home row',
  });
  offerUndo(say(message), () => restoreToContinueWatching(item));
}
