import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { movieDetailSchema } from '@/shared/catalog/title-schemas';

/** GET /api/catalog/movie/{id}: detail with recommendations, shared with the title page's key. */
export async function getMovieDetail(id: number, signal?: AbortSignal) {
  return movieDetailSchema.parse(await apiGet<unknown>(`/api/catalog/movie/${id}`, signal));
}

export const movieDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'movie', id],
    queryFn: ({ signal }) => getMovieDetail(id, signal),
  });

export function useMovieDetail(id: number, enabled = true) {
  return useQuery({ ...movieDetailQueryOptions(id), enabled });
}
