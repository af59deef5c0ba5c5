import { formatDuration } from '@/client/lib/format';
import type { WatchProgress } from '@/client/lib/local-data/watch-progress-store';

const CONTINUE_WATCHING_LIMIT = 10;

export interface ContinueItem {
  key: string;
  id: number;
  type: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  /** Whole percent watched, 1-89. */
  percent: number;
  /** `Xh Ym` left, or null when the record has only a percent (no duration). */
  timeLeft: string | null;
  season?: number;
  episode?: number;
}

/**
 * The continue-watching row (docs/product.md#continue-watching-row): only records with progress
 * above 0 and below 90 percent, the 10 most recently watched, percent rounded, time left in hours
 * and minutes. The filter uses the exact percent, so 89.6 % (shown as 90) still counts as
 * unfinished.
 */
export function continueWatchingItems(
  records: readonly WatchProgress[],
  percentOf: (record: WatchProgress) => number,
): ContinueItem[] {
  return records
    .map((record) => ({ record, exact: percentOf(record) }))
    .filter(({ exact }) => exact > 0 && exact < 90)
    .sort((a, b) => b.record.lastWatched - a.record.lastWatched)
    .slice(0, CONTINUE_WATCHING_LIMIT)
    .map(({ record, exact }) => ({
      key: `${record.type}-${record.id}`,
      id: record.id,
      type: record.type,
      title: record.title,
      posterPath: record.poster_path ?? null,
      percent: Math.round(exact),
      timeLeft:
        typeof record.progress === 'number'
          ? null
          : formatDuration(Math.max(0, record.progress.duration - record.progress.watched)),
      season: record.type === 'tv' ? record.last_season_watched : undefined,
      episode: record.type === 'tv' ? record.last_episode_watched : undefined,
    }));
}
