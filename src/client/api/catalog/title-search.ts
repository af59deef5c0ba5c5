import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogSearchPath, type SearchScope } from '@/shared/catalog/api-paths';
import {
  movieListSchema,
  titleListSchema,
  tvListSchema,
  type Paged,
  type TitleSummary,
} from '@/shared/catalog/title-schemas';
import { getParsed } from '../parse-answer';
import { listPaging } from './title-list';

const schemas = { movie: movieListSchema, tv: tvListSchema, multi: titleListSchema };

/**
 * Search: `multi` (home) finds movies and series together, ranked by the server (exact and
 * prefix title matches first, then popularity); the movies and series pages search their own.
 */
export function titleSearchQueryOptions(scope: SearchScope, query: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'search', scope, query] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<TitleSummary>> =>
      getParsed(catalogSearchPath(scope, query, pageParam), schemas[scope], signal),
    ...listPaging,
    enabled: query !== '',
  });
}
