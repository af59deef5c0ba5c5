import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogSearchPath, type SearchScope } from '@/shared/catalog/api-paths';
import {
  movieListSchema,
  titleListSchema,
  tvListSchema,
  type Paged,
  type TitleSummary,
} from '@/shared/catalog/title-schemas';
import { apiGet } from '@/client/lib/api-client';
import { parseAnswer } from '../parse-answer';
import { nextListPage } from './title-list';

const schemas = { movie: movieListSchema, tv: tvListSchema, multi: titleListSchema };

/**
 * Search: `multi` (home) finds movies and series together, ranked by the server (exact and
 * prefix title matches first, then popularity); the movies and series pages search their own.
 */
async function fetchTitleSearch(
  scope: SearchScope,
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<TitleSummary>> {
  const data = await apiGet<unknown>(catalogSearchPath(scope, query, page), signal);
  return parseAnswer(schemas[scope], data);
}

export function titleSearchQueryOptions(scope: SearchScope, query: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'search', scope, query] as const,
    queryFn: ({ pageParam, signal }) => fetchTitleSearch(scope, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: query !== '',
  });
}
