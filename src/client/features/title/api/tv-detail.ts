import { queryOptions, useQuery } from '@tanstack/react-query';
import { tvDetailSchema, type TvDetail } from '@/shared/catalog/title-schemas';
import { titleDetailPath } from '@/shared/catalog/api-paths';
import { apiGet } from '@/client/lib/api-client';
import { parseResponse } from './parse-response';

/** GET /api/catalog/tv/{id}: detail with seasons, credits and external ids in one answer. */
export async function fetchTvDetail(id: number, signal?: AbortSignal): Promise<TvDetail> {
  const data = await apiGet<unknown>(titleDetailPath('tv', id), signal);
  return parseResponse(tvDetailSchema, data);
}

export const tvDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id] as const,
    queryFn: ({ signal }) => fetchTvDetail(id, signal),
  });

export function useTvDetail(id: number) {
  return useQuery(tvDetailQueryOptions(id));
}
