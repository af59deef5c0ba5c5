import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogSearchPath, type SearchScope } from '@/shared/catalog/api-paths';
import {
  movieListSchema,
  titleListSchema,
  tvListSchema,
  type Paged,
  type TitleSummary,
} from '@/shared/catalog/title-schemas';
import type { Language } from '@/shared/i18n/languages';
import { getParsed } from '../parse-answer';
import { listPaging } from './title-list';

const schemas = { movie: movieListSchema, tv: tvListSchema, multi: titleListSchema };

/**
 * Search: `multi` (home) finds movies and series together, ranked by the server (exact and
 * prefix title matches first, then popularity); the movies and series pages search their own.
 * In the page's language (useCatalogLanguage).
 */
export function titleSearchQueryOptions(scope: SearchScope, query: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'search', scope, query, language] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<TitleSummary>> =>
      getParsed(catalogSearchPath(scope, query, pageParam, language), schemas[scope], signal),
    ...listPaging,
    enabled: query !== '',
  });
}
