import type { SeasonSummary } from './detail-schemas';

/** Regular seasons only, in order: specials (season 0) are left out (docs/product.md#series-page). */
export function regularSeasons<S extends Pick<SeasonSummary, 'season_number'>>(
  seasons: readonly S[],
): S[] {
  return seasons
    .filter((season) => season.season_number > 0)
    .sort((a, b) => a.season_number - b.season_number);
}

export function firstRegularSeason(seasons: readonly Pick<SeasonSummary, 'season_number'>[]) {
  return regularSeasons(seasons)[0]?.season_number ?? null;
}

/**
 * Up Next (docs/product.md#continue-watching-row): the episode after S{season}E{episode} by the
 * catalogue's episode counts, crossing into the next regular season that has episodes; null
 * after the last episode of the last season.
 */
export function episodeAfter(
  seasons: readonly Pick<SeasonSummary, 'season_number' | 'episode_count'>[],
  season: number,
  episode: number,
): { season: number; episode: number } | null {
  const current = seasons.find((s) => s.season_number === season);
  if (current && episode < current.episode_count) return { season, episode: episode + 1 };
  const next = regularSeasons(seasons).find((s) => s.season_number > season && s.episode_count > 0);
  return next ? { season: next.season_number, episode: 1 } : null;
}
