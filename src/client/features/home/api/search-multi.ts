import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { nextListPage } from './catalog-list';
import { checkPaged } from './check-paged';

/**
 * Home search: movies and series together, ranked by the server (exact and prefix title
 * matches first, then popularity), so the client never shows "movies then TV".
 */
export async function fetchSearchMulti(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<TitleSummary>> {
  const params = new URLSearchParams({ query, page: String(page) });
  return checkPaged(await apiGet<unknown>(`/api/catalog/search/multi?${params}`, signal));
}

export function searchMultiQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'search', 'multi', query],
    queryFn: ({ pageParam, signal }) => fetchSearchMulti(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}

export function useSearchMulti(query: string) {
  return useInfiniteQuery({ ...searchMultiQueryOptions(query), enabled: query.length > 0 });
}
