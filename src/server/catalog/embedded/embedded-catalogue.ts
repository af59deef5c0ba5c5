import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Genre, MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';
import { canonicalNames } from './canonical-names';
import type { OverviewFacts, SeriesOverviewFacts } from './compose-overview';
import { cleanFilms } from './clean-films';
import { FILMS_2011_2018 } from './facts/films-2011-2018';
import { FILMS_2019_2025 } from './facts/films-2019-2025';
import { OLD_FILM_FACTS_A } from './facts/old-film-facts-a';
import { OLD_FILM_FACTS_B } from './facts/old-film-facts-b';
import { SERIES } from './facts/series-2025';
import type { CleaningReport } from './film-row';
import { mapFilmFacts } from './map-film-facts';
import { mapFilms } from './map-films';
import { mapAllSeries } from './map-series';
import { buildPeopleIndex, type PeopleIndex } from './people-index';

/**
 * The embedded catalogue as data, for the server code that needs more than the HTTP shape
 * (the catalogue source, the local chat recommender). Films come from vega-datasets, cleaned
 * and enriched with the curated facts of its most voted films, plus the curated films of
 * 2011-2025 (facts/); series from the curated series table. Built once, on first use.
 */
export interface EmbeddedFilm extends MovieSummary {
  genres: Genre[];
  runtime: number | null;
  /** The first director, for the code that names one (the chat's reasons). */
  director: string | null;
  directors: string[];
  /** Top-billed cast in billing order; empty when the catalogue does not know it. */
  cast: string[];
  /** The US certification (G … NC-17, 'Not Rated'), when known. */
  mpaa_rating: string | null;
  imdb_id: string | null;
  /** ISO 3166-1 codes of the producing countries, when known. */
  countries: string[];
  budget: number;
  revenue: number;
  distributor: string | null;
  /** What `overview` was composed from, to compose it again in another language. */
  overview_facts?: OverviewFacts;
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
  creators: string[];
  cast: string[];
  status: 'returning' | 'ended';
  last_air_date: string | null;
  imdb_id: string | null;
  tv_rating: string | null;
  /** What `overview` was composed from, to compose it again in another language. */
  overview_facts?: SeriesOverviewFacts;
}

export interface EmbeddedCatalogue {
  films: EmbeddedFilm[];
  series: EmbeddedSeries[];
  filmById: ReadonlyMap<number, EmbeddedFilm>;
  seriesById: ReadonlyMap<number, EmbeddedSeries>;
  people: PeopleIndex;
  /** How many films come from the curated tables of 2011-2025 (the rest are the data set's). */
  curatedFilms: number;
  /** What the import dropped and repaired, for the start-up log and `npm run catalog:report`. */
  report: CleaningReport;
}

let cached: EmbeddedCatalogue | undefined;

export function getEmbeddedCatalogue(): EmbeddedCatalogue {
  cached ??= buildEmbeddedCatalogue(readMoviesJson());
  return cached;
}

export function buildEmbeddedCatalogue(rawFilms: readonly unknown[]): EmbeddedCatalogue {
  const cleaned = cleanFilms(rawFilms);
  const { report } = cleaned;
  // Every name reads one way on every title (the data check reports the rows that disagree).
  const canonical = canonicalNames(curatedPeople());
  const names = (list: readonly string[]) => list.map(canonical);
  const rows = cleaned.rows.map((row) =>
    row.director ? { ...row, director: canonical(row.director) } : row,
  );
  const oldFacts = new Map(
    [...OLD_FILM_FACTS_A, ...OLD_FILM_FACTS_B].map((f) => [
      f.key,
      { ...f, cast: names(f.cast), ...(f.directors && { directors: names(f.directors) }) },
    ]),
  );
  const curated = mapFilmFacts(
    [...FILMS_2011_2018, ...FILMS_2019_2025].map((f) => ({
      ...f,
      directors: names(f.directors),
      cast: names(f.cast),
    })),
  );
  const films = [...mapFilms(rows, oldFacts), ...curated];
  const series = mapAllSeries(
    SERIES.map((s) => ({ ...s, creators: names(s.creators), cast: names(s.cast) })),
  );
  return {
    films,
    series,
    filmById: new Map(films.map((f) => [f.id, f])),
    seriesById: new Map(series.map((s) => [s.id, s])),
    people: buildPeopleIndex(films, series),
    curatedFilms: curated.length,
    report,
  };
}

/** Every name the curated tables write, once per row that writes it. */
function* curatedPeople(): Iterable<string> {
  for (const f of [...FILMS_2011_2018, ...FILMS_2019_2025]) yield* [...f.directors, ...f.cast];
  for (const f of [...OLD_FILM_FACTS_A, ...OLD_FILM_FACTS_B])
    yield* [...(f.directors ?? []), ...f.cast];
  for (const s of SERIES) yield* [...s.creators, ...s.cast];
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
