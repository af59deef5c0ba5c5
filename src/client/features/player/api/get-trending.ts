import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { movieListSchema, tvListSchema } from '@/shared/catalog/title-schemas';

/**
 * GET /api/catalog/trending/{movie|tv}/week, first page: padding for the player's side list.
 * Its own key, so it never collides with the home rows' paged (infinite) cache entries.
 */
export async function getTrending(type: 'movie' | 'tv', signal?: AbortSignal) {
  const data = await apiGet<unknown>(`/api/catalog/trending/${type}/week`, signal);
  return type === 'movie' ? movieListSchema.parse(data).results : tvListSchema.parse(data).results;
}

export const trendingQueryOptions = (type: 'movie' | 'tv') =>
  queryOptions({
    queryKey: ['player', 'trending', type],
    queryFn: ({ signal }) => getTrending(type, signal),
  });

export function useTrending(type: 'movie' | 'tv', enabled: boolean) {
  return useQuery({ ...trendingQueryOptions(type), enabled });
}
