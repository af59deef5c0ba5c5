import { normalise } from '@/server/catalog/rank-search-results';
import type { Genre } from '@/shared/catalog/title-schemas';
import type { EmbeddedFilm } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { composeOverview, type OverviewFacts } from './compose-overview';
import type { OldFilmFacts } from './facts/old-film-facts';
import { filmGenres, genrePhrase } from './film-genres';
import { genreByName } from '@/shared/catalog/genre-names';
import type { CleanFilmRow } from './film-row';
import { fnv1a } from './stable-hash';

/** Film ids live in 1,000,000..8,999,999: stable hashes of title and year, never reused. */
const FILM_ID_BASE = 1_000_000;
const FILM_ID_SPAN = 8_000_000;

/**
 * Maps cleaned rows to TMDB-shaped films. Ids come from a hash of title and year, so they
 * survive any change in row order or in the cleaning rules; collisions (rare) are resolved
 * in a fixed order, by probing to the next free id. `facts` adds the curated facts of issue 30
 * to a film by its key, 'Title (Year)'.
 */
export function mapFilms(
  rows: readonly CleanFilmRow[],
  facts: ReadonlyMap<string, OldFilmFacts> = new Map(),
): EmbeddedFilm[] {
  const keyed = rows
    .map((row) => ({ row, key: `${normalise(row.title)}|${row.year}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const used = new Set<number>();
  return keyed.map(({ row, key }) => {
    let id = FILM_ID_BASE + (fnv1a(key) % FILM_ID_SPAN);
    while (used.has(id)) id = id + 1 >= FILM_ID_BASE + FILM_ID_SPAN ? FILM_ID_BASE : id + 1;
    used.add(id);
    return mapFilm(row, id, facts.get(oldFilmKey(row)));
  });
}

/** How the old-film facts name a film of the data set: 'The Dark Knight (2008)'. */
export function oldFilmKey(row: Pick<CleanFilmRow, 'title' | 'year'>): string {
  return `${row.title} (${row.year})`;
}

export function mapFilm(row: CleanFilmRow, id: number, facts?: OldFilmFacts): EmbeddedFilm {
  const genres: Genre[] = facts?.genres?.length
    ? facts.genres.map(genreByName)
    : filmGenres(row.majorGenre, row.creativeType);
  const directors = facts?.directors?.length ? facts.directors : row.director ? [row.director] : [];
  const cast = facts?.cast ?? [];
  const runtime = facts?.runtime ?? row.runtime;
  const certification = facts?.certification ?? row.mpaaRating;
  const overviewFacts: OverviewFacts = {
    year: row.year,
    kind: genrePhrase(row.majorGenre, row.creativeType),
    directors,
    cast,
    certification,
    runtime,
    distributor: row.distributor,
  };
  return {
    media_type: 'movie',
    id,
    title: row.title,
    original_title: row.title,
    overview: composeOverview(overviewFacts),
    overview_facts: overviewFacts,
    poster_path: artPaths.poster('movie', id),
    backdrop_path: artPaths.backdrop('movie', id),
    release_date: row.releaseDate,
    vote_average: row.imdbRating ?? 0,
    vote_count: row.imdbVotes ?? 0,
    genre_ids: genres.map((g) => g.id),
    adult: false,
    video: false,
    original_language: facts?.language ?? 'en',
    popularity: filmPopularity(row.imdbVotes, row.worldwideGross),
    genres,
    runtime,
    director: directors[0] ?? null,
    directors,
    cast,
    mpaa_rating: certification,
    imdb_id: facts?.imdbId ?? null,
    countries: facts?.countries ?? [],
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
export function filmPopularity(votes: number | null, gross: number | null): number {
  const score = 4.6 * Math.log1p(votes ?? 0) + 7 * Math.log1p((gross ?? 0) / 1_000_000);
  return Math.round(score * 1000) / 1000;
}
