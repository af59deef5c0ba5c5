import { queryOptions } from '@tanstack/react-query';
import { titleDetailPath, tvSeasonPath } from '@/shared/catalog/api-paths';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { getParsed } from '../parse-answer';

/**
 * The detail answers a title page and the player both read, under one key each, so whichever
 * asks first fills the cache for the other.
 */

/** Detail, credits, videos and recommendations of a movie in one answer. */
export const movieDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'movie', id] as const,
    queryFn: async ({ signal }) =>
      getParsed(titleDetailPath('movie', id), movieDetailSchema, signal),
  });

/** A series with its seasons, credits and external ids in one answer. */
export const tvDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id] as const,
    queryFn: async ({ signal }) => getParsed(titleDetailPath('tv', id), tvDetailSchema, signal),
  });

/** One season of a series with its episodes. */
export const tvSeasonQueryOptions = (id: number, season: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id, 'season', season] as const,
    queryFn: async ({ signal }) => getParsed(tvSeasonPath(id, season), seasonSchema, signal),
  });
