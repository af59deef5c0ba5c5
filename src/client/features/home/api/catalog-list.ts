import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { catalogListPath, type ListKind, type ListMedia } from '@/shared/catalog/api-paths';
import type { Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { checkPaged } from './check-paged';

/** The six home rows: one parametrised list endpoint (see catalogListPath). */
export type { ListKind, ListMedia };

export async function fetchCatalogList(
  media: ListMedia,
  kind: ListKind,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<TitleSummary>> {
  const data = await apiGet<unknown>(catalogListPath(media, kind, page), signal);
  return checkPaged(data, media);
}

/**
 * docs/product.md#content-rows: a row has more while pages come back non-empty and TMDB says more
 * pages exist.
 */
export function nextListPage(last: Paged<TitleSummary>): number | undefined {
  return last.results.length > 0 && last.page < last.total_pages ? last.page + 1 : undefined;
}

export function catalogListQueryOptions(media: ListMedia, kind: ListKind) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'list', media, kind],
    queryFn: ({ pageParam, signal }) => fetchCatalogList(media, kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}

export function useCatalogList(media: ListMedia, kind: ListKind, enabled: boolean) {
  return useInfiniteQuery({ ...catalogListQueryOptions(media, kind), enabled });
}
