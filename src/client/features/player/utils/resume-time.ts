import { isFinishedPercent } from '@/client/library/rules/watched-rule';

/** Where a title should start, from its saved progress record. */

interface SavedProgress {
  progress: number | { watched: number; duration: number };
  last_season_watched?: number;
  last_episode_watched?: number;
}

/**
 * Seconds to resume from, or undefined to start at 0: no record, a percent-only record (no
 * seconds to seek to), another episode, or a title already watched to 90 % or more.
 */
export function resumeTime(
  record: SavedProgress | null,
  target: { type: 'movie' | 'tv'; season: number; episode: number },
): number | undefined {
  if (!record || typeof record.progress === 'number') return undefined;
  if (
    target.type === 'tv' &&
    ((record.last_season_watched ?? 1) !== target.season ||
      (record.last_episode_watched ?? 1) !== target.episode)
  ) {
    return undefined;
  }
  const { watched, duration } = record.progress;
  if (duration <= 0 || watched < 1 || isFinishedPercent((watched / duration) * 100)) {
    return undefined;
  }
  return Math.floor(watched);
}
