import type { MovieSummary } from '@/shared/catalog/title-schemas';
import type { MovieDetail, TvDetail } from '@/shared/catalog/detail-schemas';

/** Catalogue answers in the real TMDB v3 shape, for the player's component tests. */
export function movieSummary(id: number, title: string): MovieSummary {
  return {
    media_type: 'movie',
    id,
    title,
    overview: `${title}: ${'a long overview that goes on '.repeat(4)}`,
    poster_path: `/art/poster/${id}.svg`,
    backdrop_path: null,
    release_date: '2010-07-16',
    vote_average: 8.4,
    vote_count: 1000,
    genre_ids: [28],
    adult: false,
    original_language: 'en',
    popularity: 90,
  };
}

export function movieDetail(
  id: number,
  title: string,
  recommendations: MovieSummary[],
): MovieDetail {
  return {
    ...movieSummary(id, title),
    tagline: '',
    runtime: 148,
    genres: [{ id: 28, name: 'Action' }],
    production_countries: [],
    production_companies: [],
    spoken_languages: [],
    budget: 0,
    revenue: 0,
    status: 'Released',
    homepage: null,
    imdb_id: null,
    credits: { cast: [], crew: [] },
    videos: { results: [] },
    recommendations: {
      page: 1,
      results: recommendations,
      total_pages: 1,
      total_results: recommendations.length,
    },
  };
}

export const paged = <T>(results: T[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

/** A series with 7, 13 and 13 episodes in seasons 1-3, plus specials (season 0). */
export function tvDetail(id: number, name: string): TvDetail {
  const seasons = [0, 7, 13, 13].map((count, n) => ({
    id: id * 10 + n,
    season_number: n,
    episode_count: n === 0 ? 2 : count,
    name: n === 0 ? 'Specials' : `Season ${n}`,
    air_date: null,
    poster_path: null,
    overview: '',
  }));
  return {
    media_type: 'tv',
    id,
    name,
    original_name: name,
    overview: `${name}: an overview.`,
    poster_path: `/art/poster/${id}.svg`,
    backdrop_path: null,
    first_air_date: '2008-01-20',
    vote_average: 8.9,
    vote_count: 100,
    genre_ids: [18],
    adult: false,
    original_language: 'en',
    popularity: 50,
    origin_country: ['US'],
    tagline: '',
    genres: [{ id: 18, name: 'Drama' }],
    networks: [],
    number_of_seasons: 3,
    number_of_episodes: 33,
    episode_run_time: [47],
    seasons,
    status: 'Ended',
    homepage: null,
    last_air_date: null,
    credits: { cast: [], crew: [] },
    external_ids: { imdb_id: null },
  };
}
