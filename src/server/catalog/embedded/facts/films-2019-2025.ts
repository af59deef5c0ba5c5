import type { FilmFacts } from './film-facts';

/**
 * STAND-IN (issue 30): a few rows so that the catalogue code and its tests run until the real
 * table, written by another engineer, replaces this file. Facts of well-known films only.
 */
// prettier-ignore
export const FILMS_2019_2025: FilmFacts[] = [
  { title: 'Oppenheimer', releaseDate: '2023-07-21', runtime: 180, genres: ['Drama', 'History'], directors: ['Christopher Nolan'], cast: ['Cillian Murphy', 'Emily Blunt', 'Matt Damon', 'Robert Downey Jr.', 'Florence Pugh'], certification: 'R', language: 'en', countries: ['US', 'GB'], imdbId: 'tt15398776', rating: 8.1, votes: 9000 },
  { title: 'Parasite', originalTitle: '기생충', releaseDate: '2019-05-30', runtime: 133, genres: ['Comedy', 'Thriller', 'Drama'], directors: ['Bong Joon-ho'], cast: ['Song Kang-ho', 'Lee Sun-kyun', 'Cho Yeo-jeong', 'Choi Woo-shik', 'Park So-dam'], certification: 'R', language: 'ko', countries: ['KR'], imdbId: 'tt6751668', rating: 8.5, votes: 18000 },
  { title: 'Dune', releaseDate: '2021-09-15', runtime: 155, genres: ['Science Fiction', 'Adventure'], directors: ['Denis Villeneuve'], cast: ['Timothée Chalamet', 'Rebecca Ferguson', 'Oscar Isaac', 'Josh Brolin', 'Zendaya'], certification: 'PG-13', language: 'en', countries: ['US'], imdbId: 'tt1160419', rating: 7.8, votes: 12000 },
  { title: 'Toy Story 4', releaseDate: '2019-06-21', runtime: 100, genres: ['Animation', 'Family', 'Comedy'], directors: ['Josh Cooley'], cast: ['Tom Hanks', 'Tim Allen', 'Annie Potts', 'Tony Hale'], certification: 'G', language: 'en', countries: ['US'], imdbId: 'tt1979376', rating: 7.5, votes: 9000 },
  { title: 'Past Lives', releaseDate: '2023-06-02', runtime: 106, genres: ['Drama', 'Romance'], directors: ['Celine Song'], cast: ['Greta Lee', 'Teo Yoo', 'John Magaro'], certification: 'PG-13', language: 'en', countries: ['US', 'KR'], rating: 7.8, votes: 1500 },
  { title: 'Palm Springs', releaseDate: '2020-07-10', runtime: 90, genres: ['Comedy', 'Romance'], directors: ['Max Barbakow'], cast: ['Andy Samberg', 'Cristin Milioti', 'J.K. Simmons'], certification: 'R', language: 'en', countries: ['US'], rating: 7.4, votes: 2500 },
  { title: 'Anyone but You', releaseDate: '2023-12-22', runtime: 103, genres: ['Romance', 'Comedy'], directors: ['Will Gluck'], cast: ['Sydney Sweeney', 'Glen Powell', 'Alexandra Shipp'], certification: 'R', language: 'en', countries: ['US'], rating: 7.0, votes: 2500 },
];
