import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import {
  type ListKind,
  type MediaType,
  type MovieSummary,
  type Paged,
  type TvSummary,
  movieListSchema,
  tvListSchema,
} from '@/shared/catalog/title-schemas';
import { nextPageParam } from '../utils/browse-state';

export type BrowseItem = MovieSummary | TvSummary;

/** Our catalogue API mirrors TMDB's v3 list paths. */
function listPath(media: MediaType, tab: ListKind) {
  return tab === 'trending'
    ? `/api/catalog/trending/${media}/week`
    : `/api/catalog/${media}/${tab}`;
}

export async function fetchBrowseList(
  media: MediaType,
  tab: ListKind,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<BrowseItem>> {
  const data = await apiGet<unknown>(`${listPath(media, tab)}?page=${page}`, signal);
  return (media === 'movie' ? movieListSchema : tvListSchema).parse(data);
}

export const browseListKey = (media: MediaType, tab: ListKind) =>
  ['browse', 'list', media, tab] as const;

export function browseListQueryOptions({ media, tab }: { media: MediaType; tab: ListKind }) {
  return infiniteQueryOptions({
    queryKey: browseListKey(media, tab),
    queryFn: ({ pageParam, signal }) => fetchBrowseList(media, tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Try even when the browser says it is offline: a failure shows the saved list or the
    // product's empty state (docs/product.md#offline), never an endless skeleton.
    networkMode: 'always',
    gcTime: 10 * 60_000,
  });
}

export function useBrowseList(params: { media: MediaType; tab: ListKind }, enabled: boolean) {
  return useInfiniteQuery({ ...browseListQueryOptions(params), enabled });
}
