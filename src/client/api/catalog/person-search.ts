import { queryOptions } from '@tanstack/react-query';
import { personSearchPath } from '@/shared/catalog/api-paths';
import { personListSchema } from '@/shared/catalog/person-schemas';
import type { Language } from '@/shared/i18n/languages';
import { getParsed } from '../parse-answer';

/** The people whose names match a home search: its first page, for the 'People' row. */
export const personSearchQueryOptions = (query: string, language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'search', 'person', query, language] as const,
    queryFn: async ({ signal }) =>
      getParsed(personSearchPath(query, 1, language), personListSchema, signal),
    enabled: query !== '',
  });
