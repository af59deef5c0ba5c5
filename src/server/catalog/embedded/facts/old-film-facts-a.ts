import type { OldFilmFacts } from './old-film-facts';

/**
 * STAND-IN (issue 30): a few rows so that the catalogue code and its tests run until the real
 * table, written by another engineer, replaces this file. Facts of well-known films only.
 */
// prettier-ignore
export const OLD_FILM_FACTS_A: OldFilmFacts[] = [
  { key: 'The Dark Knight (2008)', cast: ['Christian Bale', 'Heath Ledger', 'Aaron Eckhart', 'Michael Caine', 'Maggie Gyllenhaal', 'Gary Oldman', 'Morgan Freeman'], runtime: 152, certification: 'PG-13', language: 'en', countries: ['US', 'GB'], imdbId: 'tt0468569' },
  { key: 'Inception (2010)', cast: ['Leonardo DiCaprio', 'Joseph Gordon-Levitt', 'Elliot Page', 'Tom Hardy', 'Ken Watanabe', 'Cillian Murphy', 'Marion Cotillard', 'Michael Caine'], runtime: 148, certification: 'PG-13', language: 'en', countries: ['US', 'GB'], imdbId: 'tt1375666' },
  { key: 'Forrest Gump (1994)', cast: ['Tom Hanks', 'Robin Wright', 'Gary Sinise', 'Sally Field', 'Mykelti Williamson'], runtime: 142, certification: 'PG-13', language: 'en', countries: ['US'], imdbId: 'tt0109830' },
];
