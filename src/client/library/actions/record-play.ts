import type { ProgressUpdate } from '@/shared/player/progress-adapters';
import { isFinishedPercent, isWatched, progressTarget } from '@/client/library/rules/watched-rule';
import { recordHistory } from '@/client/library/stores/watch-history-store';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { writeProgress } from '@/client/library/stores/watch-progress-store';

/** The title being played, as the player knows it. */
interface PlayedTitle {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  genre_ids: number[];
}

/**
 * One progress update into the library (docs/product.md#progress-tracking): the progress record,
 * the watched mark at 90 %, and the history entry once the play has started (`startedAt`).
 */
export function recordPlay(
  t: PlayedTitle,
  update: ProgressUpdate,
  now: number,
  startedAt: number | null,
) {
  writeProgress({
    id: t.id,
    title: t.title,
    type: t.type,
    poster_path: t.poster_path,
    backdrop_path: t.backdrop_path,
    progress: { watched: update.currentTime, duration: update.duration },
    ...(t.type === 'tv'
      ? { last_season_watched: update.season, last_episode_watched: update.episode }
      : {}),
    lastWatched: now,
  });
  rememberWatched(t, update, now);
  if (startedAt !== null) recordHistoryEntry(t, startedAt, update);
}

/**
 * A film or episode played to 90 % gets its watched mark (docs/product.md#watched-state): the
 * series' progress record moves on with the next episode, the mark stays. Once is enough.
 */
function rememberWatched(t: PlayedTitle, update: ProgressUpdate, now: number) {
  if (!isFinishedPercent((update.currentTime / update.duration) * 100)) return;
  const target = progressTarget({
    id: t.id,
    type: t.type,
    last_season_watched: update.season,
    last_episode_watched: update.episode,
  });
  if (!isWatched(target, readWatchedMarks())) markWatched(target, now);
}

/** The play's watch history entry, added or refreshed at the current percent. */
export function recordHistoryEntry(t: PlayedTitle, watchedAt: number, update: ProgressUpdate) {
  const percent = update.duration > 0 ? (update.currentTime / update.duration) * 100 : 0;
  recordHistory({
    id: t.id,
    media_type: t.type,
    ...(t.type === 'movie' ? { title: t.title } : { name: t.title }),
    poster_path: t.poster_path,
    watchedAt,
    progress: Math.round(Math.min(100, Math.max(0, percent))),
    genre_ids: t.genre_ids,
  });
}
