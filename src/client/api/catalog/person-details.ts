import { queryOptions } from '@tanstack/react-query';
import { personDetailPath } from '@/shared/catalog/api-paths';
import { personDetailSchema } from '@/shared/catalog/person-schemas';
import type { Language } from '@/shared/i18n/languages';
import { getParsed } from '../parse-answer';

/** A person with their films and series in one answer (`/person/{id}`, issue 30). */
export const personDetailQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['people', id, language] as const,
    queryFn: async ({ signal }) =>
      getParsed(personDetailPath(id, language), personDetailSchema, signal),
  });
