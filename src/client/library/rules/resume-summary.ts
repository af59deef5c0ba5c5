import { msg } from '@lingui/core/macro';
import { pageTranslate, type Translate } from './translate';
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

export function resumeSummary(
  record: Record | null,
  t: Translate = pageTranslate,
): ResumeSummary | null {
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
  const left =
    typeof progress === 'number' ? null : timeLeft(progress.duration - progress.watched, t);
  return { percent: Math.max(1, Math.round(exact)), episode, left };
}

/** Minutes under an hour ('12 min left'), else hours and minutes; a started minute counts. */
function timeLeft(seconds: number, t: Translate): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60)
    return t(msg({ message: `${minutes} min left`, comment: 'Time left to watch, in minutes' }));
  const hours = Math.floor(minutes / 60);
  const mins = minutes % 60;
  return t(
    msg({
      message: `${hours}h ${mins}m left`,
      comment: 'Time left to watch, e.g. "1h 39m left"',
    }),
  );
}

/** 'Resume from 23 %' for a film; 'S1E4 · 12 min left' (or 'S1E4 · 23 %') for a series. */
export function resumeText(summary: ResumeSummary, t: Translate = pageTranslate): string {
  const { percent, episode } = summary;
  if (episode === null)
    return t(msg({ message: `Resume from ${percent} %`, comment: 'A film left part-way' }));
  const left =
    summary.left ??
    t(msg({ message: `${percent} %`, comment: 'How much of an episode was watched' }));
  return `${episode} · ${left}`;
}
