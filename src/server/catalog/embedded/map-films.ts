import { normalise } from '@/server/catalog/rank-search-results';
import type { EmbeddedFilm } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { filmGenres, genrePhrase } from './film-genres';
import type { CleanFilmRow } from './film-row';
import { fnv1a } from './stable-hash';

/** Film ids live in 1,000,000..8,999,999: stable hashes of title and year, never reused. */
const FILM_ID_BASE = 1_000_000;
const FILM_ID_SPAN = 8_000_000;
/** Person ids (directors) in their own range, from the name. */
const PERSON_ID_BASE = 10_000_000;
const PERSON_ID_SPAN = 80_000_000;

function personId(name: string): number {
  return PERSON_ID_BASE + (fnv1a(`person|${normalise(name)}`) % PERSON_ID_SPAN);
}

/**
 * Maps cleaned rows to TMDB-shaped films. Ids come from a hash of title and year, so they
 * survive any change in row order or in the cleaning rules; collisions (rare) are resolved
 * in a fixed order, by probing to the next free id.
 */
export function mapFilms(rows: readonly CleanFilmRow[]): EmbeddedFilm[] {
  const keyed = rows
    .map((row) => ({ row, key: `${normalise(row.title)}|${row.year}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const used = new Set<number>();
  return keyed.map(({ row, key }) => {
    let id = FILM_ID_BASE + (fnv1a(key) % FILM_ID_SPAN);
    while (used.has(id)) id = id + 1 >= FILM_ID_BASE + FILM_ID_SPAN ? FILM_ID_BASE : id + 1;
    used.add(id);
    return mapFilm(row, id);
  });
}

export function mapFilm(row: CleanFilmRow, id: number): EmbeddedFilm {
  const genres = filmGenres(row.majorGenre, row.creativeType);
  return {
    media_type: 'movie',
    id,
    title: row.title,
    original_title: row.title,
    overview: overview(row),
    poster_path: artPaths.poster('movie', id),
    backdrop_path: artPaths.backdrop('movie', id),
    release_date: row.releaseDate,
    vote_average: row.imdbRating ?? 0,
    vote_count: row.imdbVotes ?? 0,
    genre_ids: genres.map((g) => g.id),
    adult: false,
    video: false,
    original_language: 'en',
    popularity: filmPopularity(row.imdbVotes, row.worldwideGross),
    genres,
    runtime: row.runtime,
    director: row.director,
    director_id: row.director ? personId(row.director) : null,
    mpaa_rating: row.mpaaRating,
    budget: row.budget ?? 0,
    revenue: row.worldwideGross ?? 0,
    distributor: row.distributor,
  };
}

/**
 * Popularity from what the data knows about attention: IMDB votes and worldwide gross,
 * both log-scaled so that the biggest blockbusters land just above 100 as on TMDB and small
 * films stay above zero.
 */
function filmPopularity(votes: number | null, gross: number | null): number {
  const score = 4.6 * Math.log1p(votes ?? 0) + 7 * Math.log1p((gross ?? 0) / 1_000_000);
  return Math.round(score * 1000) / 1000;
}

/** One factual sentence from the metadata; never a plot. */
function overview(row: CleanFilmRow): string {
  const parts = [`A ${row.year} ${genrePhrase(row.majorGenre, row.creativeType)}`];
  if (row.director) parts[0] += ` directed by ${row.director}`;
  if (row.mpaaRating === 'Not Rated') parts.push('not rated');
  else if (row.mpaaRating && row.mpaaRating !== 'Open') parts.push(`rated ${row.mpaaRating}`);
  if (row.runtime) parts.push(`running ${row.runtime} minutes`);
  if (row.distributor) parts.push(`released by ${row.distributor}`);
  const sentence = parts.join(', ');
  // Distributor names such as "Warner Bros." already end the sentence.
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}
