import { SERIES_ORIGIN, SERIES_TABLE, TV_GENRES } from '../series-table';
import type { SeriesFacts, TvGenreName } from './series-facts';

/**
 * STAND-IN (issue 30): today's 41 series re-expressed in the new shape, so that the catalogue code
 * and its tests run until the real table, written by another engineer, replaces this file (and
 * series-table.ts with it). Only Breaking Bad carries the new facts here.
 */
const EXTRA: Record<number, Partial<SeriesFacts>> = {
  1396: {
    creators: ['Vince Gilligan'],
    cast: ['Bryan Cranston', 'Aaron Paul', 'Anna Gunn', 'Dean Norris', 'Betsy Brandt', 'RJ Mitte'],
    lastAirDate: '2013-09-29',
    tvRating: 'TV-MA',
    imdbId: 'tt0903747',
  },
};

export const SERIES: SeriesFacts[] = SERIES_TABLE.map((row) => ({
  tmdbId: row.id,
  name: row.name,
  firstAirDate: row.firstAirDate,
  status: 'ended',
  seasons: row.seasons,
  networks: row.networks,
  genres: row.genres.map((id) => TV_GENRES[id] as TvGenreName),
  creators: [],
  cast: [],
  language: SERIES_ORIGIN[row.id]?.language ?? 'en',
  countries: SERIES_ORIGIN[row.id]?.countries ?? ['US'],
  rating: row.rating,
  votes: row.votes,
  release: row.release,
  ...EXTRA[row.id],
}));
