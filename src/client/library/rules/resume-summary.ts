import { isFinishedPercent } from '@/client/library/rules/watched-rule';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';

/**
 * What a title page and the watch history say about a title left part-way: its rounded percent,
 * the episode for a series, and the time left when the record has seconds
 * (docs/product.md#resume). Null when there is nothing to resume: no record, a record under
 * 1 s, or one played to 90 % or more (the player then starts over).
 */
export interface ResumeSummary {
  percent: number;
  /** 'S1E4' for a series, null for a film. */
  episode: string | null;
  /** '12 min left' or '1h 39m left'; null when the record has only a percent. */
  left: string | null;
}

type Record = Pick<
  WatchProgress,
  'type' | 'progress' | 'last_season_watched' | 'last_episode_watched'
>;

export function resumeSummary(record: Record | null): ResumeSummary | null {
  if (!record) return null;
  const { progress } = record;
  const exact =
    typeof progress === 'number'
      ? progress
      : progress.duration > 0 && progress.watched >= 1
        ? (progress.watched / progress.duration) * 100
        : 0;
  if (exact <= 0 || isFinishedPercent(exact)) return null;
  const episode =
    record.type === 'tv'
      ? `S${record.last_season_watched ?? 1}E${record.last_episode_watched ?? 1}`
      : null;
  const left = typeof progress === 'number' ? null : timeLeft(progress.duration - progress.watched);
  return { percent: Math.max(1, Math.round(exact)), episode, left };
}

/** Minutes under an hour ('12 min left'), else hours and minutes; a started minute counts. */
function timeLeft(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m left`;
}

/** 'Resume from 23 %' for a film; 'S1E4 · 12 min left' (or 'S1E4 · 23 %') for a series. */
export function resumeText(summary: ResumeSummary): string {
  if (summary.episode === null) return `Resume from ${summary.percent} %`;
  return `${summary.episode} · ${summary.left ?? `${summary.percent} %`}`;
}
