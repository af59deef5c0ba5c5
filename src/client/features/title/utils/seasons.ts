import type { SeasonSummary } from '@/shared/catalog/title-schemas';

/** Regular seasons only: specials (season 0) are left out, as docs/product.md#series-page says. */
export function regularSeasons(seasons: readonly SeasonSummary[]): SeasonSummary[] {
  return seasons
    .filter((season) => season.season_number > 0)
    .sort((a, b) => a.season_number - b.season_number);
}

export function firstRegularSeason(seasons: readonly SeasonSummary[]): number | null {
  return regularSeasons(seasons)[0]?.season_number ?? null;
}

/** A positive whole number from a URL parameter, or null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
