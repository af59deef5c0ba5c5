import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tvSeasonQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';

/** `season` is null until the series detail says which seasons exist. */
export function useTvSeason(tvId: number, season: number | null) {
  return useQuery({
    ...tvSeasonQueryOptions(tvId, season ?? 0, useCatalogLanguage()),
    enabled: season !== null,
    // The previous season's list stays on screen (dimmed) while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });
}
