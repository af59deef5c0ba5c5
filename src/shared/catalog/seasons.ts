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
