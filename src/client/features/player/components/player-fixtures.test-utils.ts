import type { MovieDetail, MovieSummary } from '@/shared/catalog/title-schemas';

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
