import type { SeasonSummary } from '@/shared/catalog/detail-schemas';
import { regularSeasons } from '@/shared/catalog/seasons';
import { episodeAfter } from '@/client/library/rules/watch-up-next';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';
import { isFinishedPercent, isWatched } from '@/client/library/rules/watched-rule';

type Seasons = readonly Pick<SeasonSummary, 'season_number' | 'episode_count'>[];
interface EpisodeRef {
  season: number;
  episode: number;
}

/** Where the series was last played, from its progress record. */
export interface SeriesPlay extends EpisodeRef {
  percent: number;
  at: number;
}

interface Activity extends EpisodeRef {
  at: number;
  finished: boolean;
}

/** Newer first; at the same moment (a whole season marked at once) the later episode first. */
const later = (a: Activity, b: Activity) =>
  a.at !== b.at
    ? a.at > b.at
    : a.season !== b.season
      ? a.season > b.season
      : a.episode !== b.episode
        ? a.episode > b.episode
        : a.finished;

/**
 * The episode the series page's WATCH button opens (docs/product.md#series-page), Up Next: the
 * episode after the latest one finished (skipping episodes already marked watched, across
 * seasons), the latest one itself when it was left part-way, and the first episode of the first
 * regular season for a series never started or finished to its last episode.
 */
export function seriesUpNext(
  id: number,
  seasons: Seasons,
  marks: readonly WatchedMark[],
  played: SeriesPlay | null,
): EpisodeRef {
  const start = {
    season: regularSeasons(seasons).find((s) => s.episode_count > 0)?.season_number ?? 1,
    episode: 1,
  };
  const own = marks.filter((m) => m.id === id && m.type === 'tv');
  const activity: Activity[] = own.map((m) => ({
    season: m.season ?? 1,
    episode: m.episode ?? 1,
    at: m.watchedAt,
    finished: true,
  }));
  if (played) {
    const target = { id, type: 'tv' as const, season: played.season, episode: played.episode };
    activity.push({
      ...target,
      at: played.at,
      finished: isFinishedPercent(played.percent) || isWatched(target, own),
    });
  }
  const latest = activity.reduce<Activity | null>(
    (best, item) => (best === null || later(item, best) ? item : best),
    null,
  );
  if (!latest) return start;
  if (!latest.finished) return { season: latest.season, episode: latest.episode };
  let next = episodeAfter(seasons, latest.season, latest.episode);
  // A bounded walk, as the Continue Watching row does: a run of marked episodes is skipped.
  for (let step = 0; next && step < 1000; step += 1) {
    if (!isWatched({ id, type: 'tv', ...next }, own)) break;
    next = episodeAfter(seasons, next.season, next.episode);
  }
  return next ?? start;
}
