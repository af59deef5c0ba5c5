import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogListPath, type ListKind, type ListMedia } from '@/shared/catalog/api-paths';
import {
  movieListSchema,
  tvListSchema,
  type MovieSummary,
  type Paged,
  type TvSummary,
} from '@/shared/catalog/title-schemas';
import { apiGet } from '@/client/lib/api-client';
import { parseAnswer } from '../parse-answer';

export type ListItem = MovieSummary | TvSummary;

async function fetchTitleList(
  media: ListMedia,
  kind: ListKind,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<ListItem>> {
  const data = await apiGet<unknown>(catalogListPath(media, kind, page), signal);
  return media === 'movie' ? parseAnswer(movieListSchema, data) : parseAnswer(tvListSchema, data);
}

/**
 * A list has more while its pages come back non-empty and the catalogue says more pages exist
 * (docs/product.md#content-rows): the one next-page rule of every paged list and search.
 */
export function nextListPage(last: Pick<Paged<unknown>, 'page' | 'total_pages' | 'results'>) {
  return last.results.length > 0 && last.page < last.total_pages ? last.page + 1 : undefined;
}

/** The home rows, the browse tabs and the player's trending padding all share these entries. */
const titleListKey = (media: ListMedia, kind: ListKind) =>
  ['catalog', 'list', media, kind] as const;

export function titleListQueryOptions(media: ListMedia, kind: ListKind) {
  return infiniteQueryOptions({
    queryKey: titleListKey(media, kind),
    queryFn: ({ pageParam, signal }) => fetchTitleList(media, kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}
