import { readContinueRemoved } from '@/client/library/stores/continue-removed-store';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { writeStored, type WriteResult } from '@/client/lib/storage';
import { watchedKey } from '@/shared/library/library-keys';
import type { ContinueRemoved, WatchedMark } from '@/shared/library/watch-state-schemas';
import { mergeByKey } from './merge-local-data';

/**
 * The watched state's part of an import (docs/product.md#your-data): one mark per film or
 * episode and one removal per title, the newer `watchedAt` / `removedAt` winning.
 */
export function mergeWatchState(file: {
  watchedMarks: WatchedMark[];
  continueWatchingRemoved: ContinueRemoved[];
}) {
  const marks = mergeByKey(readWatchedMarks(), file.watchedMarks, watchedKey, (m) => m.watchedAt);
  const removed = mergeByKey(
    readContinueRemoved(),
    file.continueWatchingRemoved,
    (flag) => `${flag.type}:${flag.id}`,
    (flag) => flag.removedAt,
  );
  const writes: (() => WriteResult)[] = [];
  if (marks.counts.added + marks.counts.updated > 0)
    writes.push(() => writeStored(watchStateKeys.marks, marks.merged));
  if (removed.counts.added + removed.counts.updated > 0)
    writes.push(() => writeStored(watchStateKeys.rowRemoved, removed.merged));
  return { counts: { watched: marks.counts, continueRemoved: removed.counts }, writes };
}
