import { useCallback } from 'react';
import { isWatched, progressTarget } from '@/client/library/rules/watched-rule';
import { useProgressRecords } from '@/client/library/stores/use-progress-records';
import { progressPercent } from '@/client/library/stores/watch-progress-store';
import { useWatchedMarks } from '@/client/library/stores/watched-title';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';

/**
 * Whether an episode is watched by the one rule (docs/product.md#watched-state): a mark, or its
 * series' progress record at that episode and 90 % or more. Live on the stored library.
 */
export function useEpisodeWatched(): (episode: CalendarEpisode) => boolean {
  const marks = useWatchedMarks();
  const progress = useProgressRecords();
  return useCallback(
    (episode) => {
      const target = {
        id: episode.seriesId,
        type: 'tv' as const,
        season: episode.season,
        episode: episode.episode,
      };
      const record = progress.find((item) => item.type === 'tv' && item.id === episode.seriesId);
      const played = record
        ? { target: progressTarget(record), percent: progressPercent(record) }
        : null;
      return isWatched(target, marks, played);
    },
    [marks, progress],
  );
}
