import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Genre, MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';
import { cleanFilms } from './clean-films';
import type { CleaningReport } from './film-row';
import { mapFilms } from './map-films';
import { mapSeries } from './map-series';
import { SERIES_TABLE } from './series-table';

/**
 * The embedded catalogue as data, for the server code that needs more than the HTTP shape
 * (the catalogue source, the local chat recommender). Films come from vega-datasets, cleaned;
 * series from the curated table. Built once, on first use.
 */
export interface EmbeddedFilm extends MovieSummary {
  genres: Genre[];
  runtime: number | null;
  director: string | null;
  /** Stable person id of the director, for the crew list and the profile art. */
  director_id: number | null;
  mpaa_rating: string | null;
  budget: number;
  revenue: number;
  distributor: string | null;
}

export interface EmbeddedSeries extends TvSummary {
  genres: Genre[];
  networks: string[];
  number_of_seasons: number;
  number_of_episodes: number;
  /** Episodes per regular season, in order: seasons[0] is season 1. */
  episodes_per_season: number[];
  /** How a season was released, which sets the episodes' air dates. */
  release: 'weekly' | 'all-at-once';
}

export interface EmbeddedCatalogue {
  films: EmbeddedFilm[];
  series: EmbeddedSeries[];
  filmById: ReadonlyMap<number, EmbeddedFilm>;
  seriesById: ReadonlyMap<number, EmbeddedSeries>;
  /** What the import dropped and repaired, for the start-up log and `npm run catalog:report`. */
  report: CleaningReport;
}

let cached: EmbeddedCatalogue | undefined;

export function getEmbeddedCatalogue(): EmbeddedCatalogue {
  cached ??= buildEmbeddedCatalogue(readMoviesJson());
  return cached;
}

export function buildEmbeddedCatalogue(rawFilms: readonly unknown[]): EmbeddedCatalogue {
  const { rows, report } = cleanFilms(rawFilms);
  const films = mapFilms(rows);
  const series = SERIES_TABLE.map(mapSeries);
  return {
    films,
    series,
    filmById: new Map(films.map((f) => [f.id, f])),
    seriesById: new Map(series.map((s) => [s.id, s])),
    report,
  };
}

/** The package exports only its JS entry, so the data file is found next to it. */
export function readMoviesJson(): unknown[] {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('vega-datasets');
  let dir = path.dirname(entry);
  while (!readDirHasPackageJson(dir)) dir = path.dirname(dir);
  const data: unknown = JSON.parse(readFileSync(path.join(dir, 'data/movies.json'), 'utf8'));
  if (!Array.isArray(data)) throw new Error('vega-datasets movies.json is not a list');
  return data;
}

function readDirHasPackageJson(dir: string) {
  try {
    readFileSync(path.join(dir, 'package.json'));
    return true;
  } catch {
    if (path.dirname(dir) === dir) throw new Error('vega-datasets package root not found');
    return false;
  }
}
