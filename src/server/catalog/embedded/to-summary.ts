import type { MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';
import type { EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';

/** The list/search shape: only TMDB's summary fields, so list answers stay small. */
export function filmSummary(f: EmbeddedFilm): MovieSummary {
  return {
    media_type: 'movie',
    id: f.id,
    title: f.title,
    original_title: f.original_title,
    overview: f.overview,
    poster_path: f.poster_path,
    backdrop_path: f.backdrop_path,
    release_date: f.release_date,
    vote_average: f.vote_average,
    vote_count: f.vote_count,
    genre_ids: f.genre_ids,
    adult: false,
    video: false,
    original_language: f.original_language,
    popularity: f.popularity,
  };
}

export function seriesSummary(s: EmbeddedSeries): TvSummary {
  return {
    media_type: 'tv',
    id: s.id,
    name: s.name,
    original_name: s.original_name,
    overview: s.overview,
    poster_path: s.poster_path,
    backdrop_path: s.backdrop_path,
    first_air_date: s.first_air_date,
    vote_average: s.vote_average,
    vote_count: s.vote_count,
    genre_ids: s.genre_ids,
    adult: false,
    original_language: s.original_language,
    popularity: s.popularity,
    origin_country: s.origin_country,
    number_of_seasons: s.number_of_seasons,
    number_of_episodes: s.number_of_episodes,
  };
}
