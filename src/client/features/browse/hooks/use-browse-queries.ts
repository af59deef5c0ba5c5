import { useInfiniteQuery } from '@tanstack/react-query';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { titleSearchQueryOptions } from '@/client/api/catalog/title-search';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import type { MediaType, ListKind } from '@/shared/catalog/title-schemas';

/**
 * The browse pages' tab list and search. Both try even when the browser says it is offline: a
 * failure shows the saved list or the empty state, never an endless skeleton.
 */
export function useBrowseList(
  {
    media,
    tab,
    services,
  }: {
    media: MediaType;
    tab: ListKind;
    /** Only titles on these services in this country (issue 34). */
    services?: { region: string; providers: string };
  },
  enabled: boolean,
) {
  return useInfiniteQuery({
    ...titleListQueryOptions(media, tab, useCatalogLanguage(), services),
    enabled,
    networkMode: 'always',
    // Kept after leaving the page, so coming back within 10 minutes shows the list at once.
    gcTime: 10 * 60_000,
  });
}

export function useBrowseSearch({ media, query }: { media: MediaType; query: string }) {
  return useInfiniteQuery({
    ...titleSearchQueryOptions(media, query, useCatalogLanguage()),
    networkMode: 'always',
    staleTime: 10 * 60_000,
  });
}
