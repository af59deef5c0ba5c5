import { msg } from '@lingui/core/macro';
import { pageTranslate as say, THE_TITLE } from '@/client/library/rules/translate';
import { titleName } from '@/shared/catalog/title-name';
import { offerUndo } from '@/client/lib/notices';
import {
  clearHistory,
  removeHistoryEntry,
  restoreHistory,
  type HistoryEntry,
} from '@/client/library/stores/watch-history-store';

const removedFromHistory = (name: string) =>
  say(
    msg({
      message: `Removed ${name} from your history.`,
      comment: '{name} is a film or series name',
    }),
  );

/** Removes one title from the watch history at once and offers 'Undo' (docs/product.md#profile). */
export function removeHistoryEntryWithUndo(entry: HistoryEntry) {
  const removed = removeHistoryEntry(entry.id, entry.media_type);
  if (removed.length > 0)
    offerUndo(removedFromHistory(titleName(entry) || say(THE_TITLE)), () =>
      restoreHistory(removed),
    );
}

/** CLEAR HISTORY: the whole watch history goes at once, with 'Undo'. */
export function clearHistoryWithUndo() {
  const removed = clearHistory();
  if (removed.length > 0)
    offerUndo(say(msg`Watch history cleared.`), () => restoreHistory(removed));
}
