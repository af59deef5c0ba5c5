import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogListPath, type ListMedia } from '@/shared/catalog/api-paths';
import type { ListKind } from '@/shared/catalog/title-schemas';
import {
  movieListSchema,
  tvListSchema,
  type MovieSummary,
  type Paged,
  type TvSummary,
} from '@/shared/catalog/title-schemas';
import type { Language } from '@/shared/i18n/languages';
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

/**
 * The home rows, the browse tabs and the player's trending padding all share these entries, one
 * per language (useCatalogLanguage).
 */
const titleListKey = (
  media: ListMedia,
  kind: ListKind,
  language: Language,
  services?: { region: string; providers: string },
) =>
  services
    ? (['catalog', 'list', media, kind, language, services.region, services.providers] as const)
    : (['catalog', 'list', media, kind, language] as const);

/** A list; with `services`, only titles on those services in that country (issue 34). */
export function titleListQueryOptions(
  media: ListMedia,
  kind: ListKind,
  language: Language,
  services?: { region: string; providers: string },
) {
  return infiniteQueryOptions({
    queryKey: titleListKey(media, kind, language, services),
    queryFn: ({ pageParam, signal }): Promise<Paged<ListItem>> =>
      getParsed(
        catalogListPath(media, kind, pageParam, language, services),
        listSchemas[media],
        signal,
      ),
    ...listPaging,
  });
}
