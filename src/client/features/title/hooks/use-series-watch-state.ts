import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { progressPercent } from '@/client/library/stores/watch-progress-store';
import { progressTarget } from '@/client/library/rules/watched-rule';
import { seriesUpNext } from '../utils/series-up-next';
import { useProgressRecord } from '@/client/library/stores/use-progress-record';
import { useWatchedMarks } from '@/client/library/stores/watched-title';

/**
 * What the series page knows of your watching: the marks and the progress record (both live),
 * where the series was last played, and Up Next for the WATCH button.
 */
export function useSeriesWatchState(show: Pick<TvDetail, 'id' | 'seasons'>) {
  const marks = useWatchedMarks();
  const record = useProgressRecord('tv', show.id);
  const played = record
    ? { target: progressTarget(record), percent: progressPercent(record) }
    : null;
  const upNext = seriesUpNext(
    show.id,
    show.seasons,
    marks,
    played && record
      ? {
          season: played.target.season ?? 1,
          episode: played.target.episode ?? 1,
          percent: played.percent,
          at: record.lastWatched,
        }
      : null,
  );
  return { marks, played, upNext, record };
}
