import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { tvDetailSchema } from '@/shared/catalog/title-schemas';

/** GET /api/catalog/tv/{id}: series detail with its seasons. */
export async function getTvDetail(id: number, signal?: AbortSignal) {
  return tvDetailSchema.parse(await apiGet<unknown>(`/api/catalog/tv/${id}`, signal));
}

export const tvDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id],
    queryFn: ({ signal }) => getTvDetail(id, signal),
  });

export function useTvDetail(id: number, enabled = true) {
  return useQuery({ ...tvDetailQueryOptions(id), enabled });
}
