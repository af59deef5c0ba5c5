import { writeStored, type WriteResult } from '@/client/lib/storage';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';
import { isWatched } from '@/client/library/rules/watched-rule';
import { storageKeys } from '@/client/lib/storage-keys';
import { useStoredKey, useStoredValue } from './use-stored-value';
import { progressPercent, readProgress } from './watch-progress-store';
import { watchStateKeys } from './watch-state-keys';
import { readWatchedMarks } from './watched-store';

/**
 * Watched marks by whole title, for the card actions (docs/product.md#title-cards): a card
 * marks or unmarks a film, or every episode of a series at once. Kept beside watched-store.ts,
 * which marks one film or episode at a time as the player plays.
 */

type Title = { id: number; type: 'movie' | 'tv' };
const ofTitle = (mark: WatchedMark, title: Title) =>
  mark.id === title.id && mark.type === title.type;

/** Marks every given episode of a series watched in one write, newest first. */
export function markEpisodesWatched(
  id: number,
  episodes: readonly { season: number; episode: number }[],
  now = Date.now(),
): WriteResult {
  const marks: WatchedMark[] = episodes.map(({ season, episode }) => ({
    id,
    type: 'tv',
    season,
    episode,
    watchedAt: now,
  }));
  const rest = readWatchedMarks().filter((mark) => !ofTitle(mark, { id, type: 'tv' }));
  return writeStored(
    watchStateKeys.marks,
    [...marks, ...rest].slice(0, LIBRARY_LIMITS.watchedMarks),
  );
}

/** Mark as unwatched: every mark of the film, or of every episode of the series, goes. */
export function unmarkTitle(title: Title): WriteResult {
  return writeStored(
    watchStateKeys.marks,
    readWatchedMarks().filter((mark) => !ofTitle(mark, title)),
  );
}

/** The title's marks, for a card; re-rendered whenever the marks change, here or in another tab. */
export function useWatchedMarks(): readonly WatchedMark[] {
  return useStoredKey(watchStateKeys.marks, readWatchedMarks);
}

/** A film is watched by the rule: a mark, or its progress record at 90 % or more. */
function isMovieWatched(id: number, marks: readonly WatchedMark[]): boolean {
  const target = { id, type: 'movie' as const };
  const record = readProgress('movie', id);
  return isWatched(target, marks, record && { target, percent: progressPercent(record) });
}

/** The film's watched state, re-rendered when its marks or its progress record change. */
export function useMovieWatched(id: number): boolean {
  const progressKey = storageKeys.watchProgress('movie', id);
  // A boolean snapshot is stable by value, so it needs no cache around the progress read.
  return useStoredValue(
    (key) => key === progressKey || key === watchStateKeys.marks,
    () => isMovieWatched(id, readWatchedMarks()),
  );
}
