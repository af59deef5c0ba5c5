import type { Genre, MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';

/**
 * The embedded catalogue as data, for the server code that needs more than the HTTP shape
 * (the catalogue source, the local chat recommender). Films come from vega-datasets, cleaned;
 * series from the curated table. Built once, on first use.
 */
export interface EmbeddedFilm extends MovieSummary {
  genres: Genre[];
  runtime: number | null;
  director: string | null;
  mpaa_rating: string | null;
  budget: number;
  revenue: number;
}

export interface EmbeddedSeries extends TvSummary {
  genres: Genre[];
  networks: string[];
  number_of_seasons: number;
  number_of_episodes: number;
  /** Episodes per regular season, in order: seasons[0] is season 1. */
  episodes_per_season: number[];
}

export interface EmbeddedCatalogue {
  films: EmbeddedFilm[];
  series: EmbeddedSeries[];
}

/** Issue 2 fills this in; until then the catalogue is empty. */
export function getEmbeddedCatalogue(): EmbeddedCatalogue {
  return { films: [], series: [] };
}
