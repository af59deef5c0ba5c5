import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { seasonSchema, type Season } from '@/shared/catalog/title-schemas';
import { apiGet } from '@/client/lib/api-client';
import { parseResponse } from './parse-response';

/** GET /api/catalog/tv/{id}/season/{n}: one season with its episodes. */
export async function fetchTvSeason(
  tvId: number,
  seasonNumber: number,
  signal?: AbortSignal,
): Promise<Season> {
  const data = await apiGet<unknown>(`/api/catalog/tv/${tvId}/season/${seasonNumber}`, signal);
  return parseResponse(seasonSchema, data);
}

export const tvSeasonQueryOptions = (tvId: number, seasonNumber: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', tvId, 'season', seasonNumber] as const,
    queryFn: ({ signal }) => fetchTvSeason(tvId, seasonNumber, signal),
  });

/** `enabled` waits for the series detail, which says which seasons exist. */
export function useTvSeason(tvId: number, seasonNumber: number | null) {
  return useQuery({
    ...tvSeasonQueryOptions(tvId, seasonNumber ?? 0),
    enabled: seasonNumber !== null,
    // The previous season's list stays on screen (dimmed) while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });
}
