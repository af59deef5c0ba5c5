import { removeStored, writeStored, type WriteResult } from '@/client/lib/storage';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import { watchedMarkSchema, type WatchedMark } from '@/shared/library/watch-state-schemas';
import {
  isFinishedPercent,
  sameTarget,
  type WatchTarget,
} from '@/client/library/rules/watched-rule';
import { watchStateKeys } from './watch-state-keys';
import { storedListReader } from './stored-list';
import { storageKeys } from '@/client/lib/storage-keys';
import { progressPercent, readProgress } from './watch-progress-store';

/**
 * Watched marks (docs/product.md#watched-state): one per film or series episode, newest first,
 * under `nexus_watch_marks`. Entries that fail their schema are dropped (the original is moved aside).
 */

export const readWatchedMarks = storedListReader(watchStateKeys.marks, watchedMarkSchema);

/**
 * Marks a film or an episode watched, or refreshes its mark, and moves it to the front. The list
 * keeps the library's limit: past it the oldest marks go, so sync never meets a refusal.
 */
export function markWatched(target: WatchTarget, now = Date.now()): WriteResult {
  const mark: WatchedMark =
    target.type === 'movie'
      ? { id: target.id, type: 'movie', watchedAt: now }
      : {
          id: target.id,
          type: 'tv',
          season: target.season,
          episode: target.episode,
          watchedAt: now,
        };
  const rest = readWatchedMarks().filter((item) => !sameTarget(item, target));
  return writeStored(watchStateKeys.marks, [mark, ...rest].slice(0, LIBRARY_LIMITS.watchedMarks));
}

/** Takes a film's or an episode's mark away; sync sends the removal like any other change. */
function unmarkWatched(target: WatchTarget): WriteResult {
  return writeStored(
    watchStateKeys.marks,
    readWatchedMarks().filter((item) => !sameTarget(item, target)),
  );
}

/**
 * Marks several episodes of one series watched in one write (a whole season): one storage
 * event, one sync diff. They share `now`; readers order episodes of equal time by position.
 */
export function markEpisodesWatched(
  id: number,
  episodes: readonly { season: number; episode: number }[],
  now = Date.now(),
): WriteResult {
  const targets: WatchTarget[] = episodes.map((e) => ({ id, type: 'tv', ...e }));
  const marks: WatchedMark[] = targets.map((t) => ({
    id,
    type: 'tv',
    season: t.season!,
    episode: t.episode!,
    watchedAt: now,
  }));
  const rest = readWatchedMarks().filter((item) => !targets.some((t) => sameTarget(item, t)));
  return writeStored(
    watchStateKeys.marks,
    [...marks, ...rest].slice(0, LIBRARY_LIMITS.watchedMarks),
  );
}

/**
 * Unmarks a film for good: the mark goes and, when the film was played to 90 %, its progress
 * record too, or the rule would still call it watched (nothing is left to resume in it). Here
 * rather than in watch-progress-store.ts, which is on the first load: only lazy pages unmark.
 */
export function unmarkFilm(id: number): void {
  unmarkWatched({ id, type: 'movie' });
  const record = readProgress('movie', id);
  if (record && isFinishedPercent(progressPercent(record)))
    removeStored(storageKeys.watchProgress('movie', id));
}
