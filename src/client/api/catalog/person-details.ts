import { queryOptions } from '@tanstack/react-query';
import { personDetailPath } from '@/shared/catalog/api-paths';
import { personDetailSchema } from '@/shared/catalog/person-schemas';
import { getParsed } from '../parse-answer';

/** A person with their films and series in one answer (`/person/{id}`, issue 30). */
export const personDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['people', id] as const,
    queryFn: async ({ signal }) => getParsed(personDetailPath(id), personDetailSchema, signal),
  });
