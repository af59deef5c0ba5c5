import { queryOptions } from '@tanstack/react-query';
import { regionProvidersPath, titleWatchProvidersPath } from '@/shared/catalog/api-paths';
import type { MediaType } from '@/shared/catalog/title-schemas';
import {
  regionProvidersSchema,
  titleWatchProvidersSchema,
} from '@/shared/where-to-watch/watch-providers';
import { getParsed } from '../parse-answer';

/** TMDB's availability is kept an hour at most (its terms); so is the browser's copy. */
const HOUR = 60 * 60_000;

/**
 * Where a title can be watched in a country (issue 34). The title page asks it; every title card
 * only reads what it left in the cache (the badge never asks: docs/decisions/0034).
 */
export const titleWatchProvidersQueryOptions = (media: MediaType, id: number, region: string) =>
  queryOptions({
    queryKey: ['catalog', 'watch', media, id, region] as const,
    queryFn: ({ signal }) =>
      getParsed(titleWatchProvidersPath(media, id, region), titleWatchProvidersSchema, signal),
    staleTime: HOUR,
    gcTime: HOUR,
  });

/** The services TMDB lists in a country, for 'My services'. */
export const regionProvidersQueryOptions = (region: string) =>
  queryOptions({
    queryKey: ['catalog', 'watch-services', region] as const,
    queryFn: ({ signal }) => getParsed(regionProvidersPath(region), regionProvidersSchema, signal),
    staleTime: HOUR,
  });
