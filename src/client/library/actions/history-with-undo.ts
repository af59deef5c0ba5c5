import { titleName } from '@/shared/catalog/title-name';
import { offerUndo } from '@/client/lib/notices';
import {
  clearHistory,
  removeHistoryEntry,
  restoreHistory,
  type HistoryEntry,
} from '@/client/library/stores/watch-history-store';

/** Removes one title from the watch history at once and offers 'Undo' (docs/product.md#profile). */
export function removeHistoryEntryWithUndo(entry: HistoryEntry) {
  const removed = removeHistoryEntry(entry.id, entry.media_type);
  if (removed.length > 0)
    offerUndo(`Removed ${titleName(entry) || 'the title'} from your history.`, () =>
      restoreHistory(removed),
    );
}

/** CLEAR HISTORY: the whole watch history goes at once, with 'Undo'. */
export function clearHistoryWithUndo() {
  const removed = clearHistory();
  if (removed.length > 0) offerUndo('Watch history cleared.', () => restoreHistory(removed));
}
