import { queryOptions, useQuery } from '@tanstack/react-query';
import { movieDetailSchema, type MovieDetail } from '@/shared/catalog/title-schemas';
import { titleDetailPath } from '@/shared/catalog/api-paths';
import { apiGet } from '@/client/lib/api-client';
import { parseResponse } from './parse-response';

/** GET /api/catalog/movie/{id}: detail, credits, videos and recommendations in one answer. */
export async function fetchMovieDetail(id: number, signal?: AbortSignal): Promise<MovieDetail> {
  const data = await apiGet<unknown>(titleDetailPath('movie', id), signal);
  return parseResponse(movieDetailSchema, data);
}

export const movieDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'movie', id] as const,
    queryFn: ({ signal }) => fetchMovieDetail(id, signal),
  });

export function useMovieDetail(id: number) {
  return useQuery(movieDetailQueryOptions(id));
}
