import type { TitleSummary } from '@/shared/catalog/title-schemas';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { needsTrendingPadding, padRecommendations } from '../utils/recommendations';

/** The movie side list: recommendations, padded with trending when fewer than 8. */
export function usePlayerRecommendations(movie: MovieDetail | undefined, enabled: boolean) {
  const recommendations: TitleSummary[] = movie?.recommendations.results ?? [];
  const pad = enabled && movie !== undefined && needsTrendingPadding(recommendations.length);
  // The first page of the trending rows, shared with the home rows' cache entries.
  const language = useCatalogLanguage();
  const movies = useInfiniteQuery({
    ...titleListQueryOptions('movie', 'trending', language),
    enabled: pad,
  });
  const shows = useInfiniteQuery({
    ...titleListQueryOptions('tv', 'trending', language),
    enabled: pad,
  });
  const padding = pad && (movies.isPending || shows.isPending);
  const items =
    movie === undefined
      ? []
      : padRecommendations<TitleSummary>(
          recommendations,
          pad ? (movies.data?.pages[0]?.results ?? []) : [],
          pad ? (shows.data?.pages[0]?.results ?? []) : [],
          { id: movie.id, media_type: 'movie' },
        );
  return { items, isLoading: enabled && (movie === undefined || padding) };
}
