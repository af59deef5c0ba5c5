import { normalise } from '@/server/catalog/rank-search-results';
import type { EmbeddedFilm } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { composeOverview, type OverviewFacts } from './compose-overview';
import type { FilmFacts } from './facts/film-facts';
import { genreNoun } from './film-genres';
import { genreByName } from '@/shared/catalog/genre-names';
import { filmPopularity } from './map-films';
import { fnv1a } from './stable-hash';

/**
 * Curated films (2011 onwards) get ids in 9,000,000..9,999,999: above the data set's films
 * (1,000,000..8,999,999), so adding or removing a curated film can never move an old film's id
 * (saved libraries keep pointing at the same film), and below the people (10,000,000 up).
 */
const NEW_FILM_ID_BASE = 9_000_000;
const NEW_FILM_ID_SPAN = 1_000_000;

/**
 * The curated vote counts may be IMDb's (hundreds of thousands for a hit) or TMDB's (tens of
 * thousands); the data set's are IMDb's. When a table's median is at TMDB's scale, popularity
 * reads its votes as this many times more, so old and new films compare fairly in the lists.
 * Shown vote counts stay as written.
 */
const TMDB_TO_IMDB_VOTES = 30;
const IMDB_SCALE_MEDIAN = 60_000;

export function mapFilmFacts(rows: readonly FilmFacts[]): EmbeddedFilm[] {
  const keyed = rows
    .map((row) => ({ row, key: `${normalise(row.title)}|${row.releaseDate.slice(0, 4)}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const votes = rows.map((r) => r.votes ?? 0).filter((n) => n > 0);
  const scale = median(votes) >= IMDB_SCALE_MEDIAN ? 1 : TMDB_TO_IMDB_VOTES;
  // A curated film without a vote figure is still one of its year's best known: it ranks as a
  // film at the lower quartile of the table, not as an unknown.
  const fallbackVotes = quantile(votes, 0.25);
  const used = new Set<number>();
  return keyed.map(({ row, key }) => {
    let id = NEW_FILM_ID_BASE + (fnv1a(`film|${key}`) % NEW_FILM_ID_SPAN);
    while (used.has(id))
      id = id + 1 >= NEW_FILM_ID_BASE + NEW_FILM_ID_SPAN ? NEW_FILM_ID_BASE : id + 1;
    used.add(id);
    return mapFilmFact(row, id, (row.votes ?? fallbackVotes) * scale);
  });
}

function mapFilmFact(row: FilmFacts, id: number, popularityVotes: number): EmbeddedFilm {
  const genres = row.genres.map(genreByName);
  const certification = row.certification ?? null;
  const overviewFacts: OverviewFacts = {
    year: Number(row.releaseDate.slice(0, 4)),
    kind: genreNoun(row.genres),
    directors: row.directors,
    cast: row.cast,
    certification,
    runtime: row.runtime ?? null,
    distributor: null,
  };
  return {
    media_type: 'movie',
    id,
    title: row.title,
    original_title: row.originalTitle ?? row.title,
    overview: composeOverview(overviewFacts),
    overview_facts: overviewFacts,
    poster_path: artPaths.poster('movie', id),
    backdrop_path: artPaths.backdrop('movie', id),
    release_date: row.releaseDate,
    vote_average: row.rating ?? 0,
    vote_count: row.votes ?? 0,
    genre_ids: genres.map((g) => g.id),
    adult: false,
    video: false,
    original_language: row.language,
    // The data set's popularity adds box office; curated rows have none, so a hit's attention
    // stands in for it (about $1,000 a vote, the data set's own ratio for its biggest films).
    popularity: filmPopularity(popularityVotes, popularityVotes * 1000),
    genres,
    runtime: row.runtime ?? null,
    director: row.directors[0] ?? null,
    directors: row.directors,
    cast: row.cast,
    mpaa_rating: certification,
    imdb_id: row.imdbId ?? null,
    countries: row.countries ?? [],
    budget: 0,
    revenue: 0,
    distributor: null,
  };
}

function median(values: number[]) {
  return quantile(values, 0.5);
}

function quantile(values: number[], q: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
