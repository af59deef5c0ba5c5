import { LIMITS } from '@/shared/api/limits';
import type { ListKind, MovieSummary, Paged, TvSummary } from '@/shared/catalog/title-schemas';
import type { EmbeddedCatalogue, EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';
import { filmSummary, seriesSummary } from './to-summary';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Films need this many IMDB votes to be top rated, so a 9.0 from 40 voters cannot win. */
export const TOP_RATED_MIN_VOTES = 1000;
/** Bayesian prior weight: a film's own average counts fully only well above this many votes. */
const FILM_PRIOR_VOTES = 5000;
const SERIES_PRIOR_VOTES = 1000;

export interface RankedLists {
  movie: Record<ListKind, MovieSummary[]>;
  tv: Record<ListKind, TvSummary[]>;
}

/**
 * The three lists, ranked once at start-up (the catalogue never changes while running):
 * - popular: popularity;
 * - trending: popularity weighted by how recent the release is within the catalogue's own
 *   span (the films end in 2011), halving about every two years;
 * - top_rated: Bayesian average of the rating, over titles with enough votes.
 * Ties break on id, so every order is total and deterministic.
 */
export function rankLists(catalogue: EmbeddedCatalogue): RankedLists {
  const { films, series } = catalogue;
  const latestFilm = Math.max(...films.map((f) => Date.parse(f.release_date)));
  const filmTrend = (f: EmbeddedFilm) =>
    f.popularity *
    (0.1 + 0.9 * Math.exp(-(latestFilm - Date.parse(f.release_date)) / (3 * YEAR_MS)));
  const latestSeries = Math.max(...series.map(lastSeasonYear));
  const seriesTrend = (s: EmbeddedSeries) =>
    s.popularity * (0.3 + 0.7 * Math.exp(-(latestSeries - lastSeasonYear(s)) / 4));

  const ratedFilms = films.filter((f) => f.vote_count >= TOP_RATED_MIN_VOTES);
  const filmMean = mean(ratedFilms.map((f) => f.vote_average));
  const seriesMean = mean(series.map((s) => s.vote_average));

  return {
    movie: {
      popular: rank(films, (f) => f.popularity).map(filmSummary),
      trending: rank(films, filmTrend).map(filmSummary),
      top_rated: rank(ratedFilms, (f) => bayes(f, filmMean, FILM_PRIOR_VOTES)).map(filmSummary),
    },
    tv: {
      popular: rank(series, (s) => s.popularity).map(seriesSummary),
      trending: rank(series, seriesTrend).map(seriesSummary),
      top_rated: rank(series, (s) => bayes(s, seriesMean, SERIES_PRIOR_VOTES)).map(seriesSummary),
    },
  };
}

/** One page of a ranked list; a page past the end is empty but keeps the true totals. */
export function pageOf<T>(items: readonly T[], page: number): Paged<T> {
  const size = LIMITS.pageSize;
  const totalPages = Math.min(Math.ceil(items.length / size), LIMITS.page.max);
  const results = page <= totalPages ? items.slice((page - 1) * size, page * size) : [];
  return {
    page,
    results,
    total_pages: totalPages,
    total_results: Math.min(items.length, totalPages * size),
  };
}

function rank<T extends { id: number }>(items: readonly T[], score: (t: T) => number): T[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id)
    .map(({ item }) => item);
}

function bayes(t: { vote_average: number; vote_count: number }, mean: number, prior: number) {
  return (t.vote_count * t.vote_average + prior * mean) / (t.vote_count + prior);
}

function mean(values: number[]) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** Seasons are scheduled a year apart (see series-episodes.ts), so this is the last season's year. */
function lastSeasonYear(s: EmbeddedSeries) {
  return Number(s.first_air_date.slice(0, 4)) + s.number_of_seasons - 1;
}
