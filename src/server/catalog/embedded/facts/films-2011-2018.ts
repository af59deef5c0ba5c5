import type { FilmFacts } from './film-facts';

/**
 * STAND-IN (issue 30): a few rows so that the catalogue code and its tests run until the real
 * table, written by another engineer, replaces this file. Facts of well-known films only.
 */
// prettier-ignore
export const FILMS_2011_2018: FilmFacts[] = [
  { title: 'The Dark Knight Rises', releaseDate: '2012-07-20', runtime: 165, genres: ['Action', 'Crime', 'Drama'], directors: ['Christopher Nolan'], cast: ['Christian Bale', 'Michael Caine', 'Gary Oldman', 'Anne Hathaway', 'Tom Hardy'], certification: 'PG-13', language: 'en', countries: ['US', 'GB'], imdbId: 'tt1345836', rating: 7.8, votes: 22000 },
  { title: 'Interstellar', releaseDate: '2014-11-05', runtime: 169, genres: ['Science Fiction', 'Drama', 'Adventure'], directors: ['Christopher Nolan'], cast: ['Matthew McConaughey', 'Anne Hathaway', 'Jessica Chastain', 'Michael Caine'], certification: 'PG-13', language: 'en', countries: ['US', 'GB'], imdbId: 'tt0816692', rating: 8.4, votes: 36000 },
  { title: 'Captain Phillips', releaseDate: '2013-10-11', runtime: 134, genres: ['Action', 'Drama', 'Thriller'], directors: ['Paul Greengrass'], cast: ['Tom Hanks', 'Barkhad Abdi', 'Catherine Keener'], certification: 'PG-13', language: 'en', countries: ['US'], imdbId: 'tt1535109', rating: 7.3, votes: 6000 },
];
