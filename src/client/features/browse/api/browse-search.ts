import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import {
  type MediaType,
  type Paged,
  movieListSchema,
  tvListSchema,
} from '@/shared/catalog/title-schemas';
import { nextPageParam } from '../utils/browse-state';
import type { BrowseItem } from './browse-list';

/** Search of one media type only: the movies page finds movies, the series page series. */
export async function fetchBrowseSearch(
  media: MediaType,
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<BrowseItem>> {
  const params = new URLSearchParams({ query, page: String(page) });
  const data = await apiGet<unknown>(`/api/catalog/search/${media}?${params}`, signal);
  return (media === 'movie' ? movieListSchema : tvListSchema).parse(data);
}

export function browseSearchQueryOptions({ media, query }: { media: MediaType; query: string }) {
  return infiniteQueryOptions({
    queryKey: ['browse', 'search', media, query] as const,
    queryFn: ({ pageParam, signal }) => fetchBrowseSearch(media, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    networkMode: 'always',
    staleTime: 10 * 60_000,
  });
}

export function useBrowseSearch(params: { media: MediaType; query: string }) {
  return useInfiniteQuery({ ...browseSearchQueryOptions(params), enabled: params.query !== '' });
}
