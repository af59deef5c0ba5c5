import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieDetail } from '@/shared/catalog/title-schemas';
import { titleDetailPath } from '@/shared/catalog/api-paths';
import { apiGet } from '@/client/lib/api-client';
import { checkMovieDetail } from './check-movie-detail';

/** GET /api/catalog/movie/{id}: detail, credits, videos and recommendations in one answer. */
export async function fetchMovieDetail(id: number, signal?: AbortSignal): Promise<MovieDetail> {
  return checkMovieDetail(await apiGet<unknown>(titleDetailPath('movie', id), signal));
}

export const movieDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'movie', id] as const,
    queryFn: ({ signal }) => fetchMovieDetail(id, signal),
  });

export function useMovieDetail(id: number) {
  return useQuery(movieDetailQueryOptions(id));
}
