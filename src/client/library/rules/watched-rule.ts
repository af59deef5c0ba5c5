import type { MediaType } from '@/shared/library/library-keys';

/**
 * The watched rule (docs/product.md#watched-state), in one place: a film, or one episode of a
 * series, is watched when it was played to 90 % or more, or marked watched.
 */
export const WATCHED_PERCENT = 90;

/** What can be watched: a film, or one episode of a series. */
export interface WatchTarget {
  id: number;
  type: MediaType;
  season?: number;
  episode?: number;
}

/** Played far enough to count as watched. */
export const isFinishedPercent = (percent: number): boolean => percent >= WATCHED_PERCENT;

export function sameTarget(a: WatchTarget, b: WatchTarget): boolean {
  if (a.id !== b.id || a.type !== b.type) return false;
  return a.type === 'movie' || (a.season === b.season && a.episode === b.episode);
}

/**
 * Whether `target` is watched: a mark names it, or the progress record is about it and reached
 * 90 %. A series' progress record is about the episode it was last played at.
 */
export function isWatched(
  target: WatchTarget,
  marks: readonly WatchTarget[],
  played: { target: WatchTarget; percent: number } | null = null,
): boolean {
  if (marks.some((mark) => sameTarget(mark, target))) return true;
  return played !== null && sameTarget(played.target, target) && isFinishedPercent(played.percent);
}

/**
 * The film or episode a progress record is about. A series record without an episode (older
 * data) is about S1E1, as the player reads it.
 */
export function progressTarget(record: {
  id: number;
  type: MediaType;
  last_season_watched?: number;
  last_episode_watched?: number;
}): WatchTarget {
  return record.type === 'movie'
    ? { id: record.id, type: 'movie' }
    : {
        id: record.id,
        type: 'tv',
        season: record.last_season_watched ?? 1,
        episode: record.last_episode_watched ?? 1,
      };
}
