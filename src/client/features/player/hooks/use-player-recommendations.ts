import type { MovieDetail, TitleSummary } from '@/shared/catalog/title-schemas';
import { useTrending } from '../api/get-trending';
import { needsTrendingPadding, padRecommendations } from '../utils/recommendations';

/** The movie side list: recommendations, padded with trending when fewer than 8. */
export function usePlayerRecommendations(movie: MovieDetail | undefined, enabled: boolean) {
  const recommendations: TitleSummary[] = movie?.recommendations.results ?? [];
  const pad = enabled && movie !== undefined && needsTrendingPadding(recommendations.length);
  const movies = useTrending('movie', pad);
  const shows = useTrending('tv', pad);
  const padding = pad && (movies.isPending || shows.isPending);
  const items =
    movie === undefined
      ? []
      : padRecommendations<TitleSummary>(
          recommendations,
          pad ? (movies.data ?? []) : [],
          pad ? (shows.data ?? []) : [],
          { id: movie.id, media_type: 'movie' },
        );
  return { items, isLoading: enabled && (movie === undefined || padding) };
}
