import type { OldFilmFacts } from './old-film-facts';

/**
 * STAND-IN (issue 30): a few rows so that the catalogue code and its tests run until the real
 * table, written by another engineer, replaces this file. Facts of well-known films only.
 */
// prettier-ignore
export const OLD_FILM_FACTS_B: OldFilmFacts[] = [
  { key: 'Cast Away (2000)', cast: ['Tom Hanks', 'Helen Hunt', 'Nick Searcy'], runtime: 143, certification: 'PG-13', language: 'en', countries: ['US'], imdbId: 'tt0162222' },
];
