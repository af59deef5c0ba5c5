import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { seasonSchema } from '@/shared/catalog/title-schemas';

/** GET /api/catalog/tv/{id}/season/{n}: one season with its episodes. */
export async function getTvSeason(id: number, season: number, signal?: AbortSignal) {
  return seasonSchema.parse(
    await apiGet<unknown>(`/api/catalog/tv/${id}/season/${season}`, signal),
  );
}

export const tvSeasonQueryOptions = (id: number, season: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id, 'season', season],
    queryFn: ({ signal }) => getTvSeason(id, season, signal),
  });

export function useTvSeason(id: number, season: number | null, enabled = true) {
  return useQuery({
    ...tvSeasonQueryOptions(id, season ?? 0),
    enabled: enabled && season !== null && season > 0,
  });
}
