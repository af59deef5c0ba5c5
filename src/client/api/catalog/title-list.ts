import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogListPath, type ListKind, type ListMedia } from '@/shared/catalog/api-paths';
import {
  movieListSchema,
  tvListSchema,
  type MovieSummary,
  type Paged,
  type TvSummary,
} from '@/shared/catalog/title-schemas';
import { getParsed } from '../parse-answer';

export type ListItem = MovieSummary | TvSummary;

const listSchemas = { movie: movieListSchema, tv: tvListSchema };

/**
 * A list has more while its pages come back non-empty and the catalogue says more pages exist
 * (docs/product.md#content-rows): the one next-page rule of every paged list and search.
 */
export function nextListPage(last: Pick<Paged<unknown>, 'page' | 'total_pages' | 'results'>) {
  return last.results.length > 0 && last.page < last.total_pages ? last.page + 1 : undefined;
}

/** How every paged list and search pages: from page 1, by the rule above. */
export const listPaging = { initialPageParam: 1, getNextPageParam: nextListPage };

/** The home rows, the browse tabs and the player's trending padding all share these entries. */
const titleListKey = (media: ListMedia, kind: ListKind) =>
  ['catalog', 'list', media, kind] as const;

export function titleListQueryOptions(media: ListMedia, kind: ListKind) {
  return infiniteQueryOptions({
    queryKey: titleListKey(media, kind),
    queryFn: ({ pageParam, signal }): Promise<Paged<ListItem>> =>
      getParsed(catalogListPath(media, kind, pageParam), listSchemas[media], signal),
    ...listPaging,
  });
}
