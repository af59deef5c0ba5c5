import { queryOptions } from '@tanstack/react-query';
import { titleDetailPath, tvSeasonPath } from '@/shared/catalog/api-paths';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import { apiGet } from '@/client/lib/api-client';
import { parseAnswer } from '../parse-answer';

/**
 * The detail answers a title page and the player both read, under one key each, so whichever
 * asks first fills the cache for the other.
 */

/** Detail, credits, videos and recommendations of a movie in one answer. */
export const movieDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'movie', id] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(movieDetailSchema, await apiGet<unknown>(titleDetailPath('movie', id), signal)),
  });

/** A series with its seasons, credits and external ids in one answer. */
export const tvDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(tvDetailSchema, await apiGet<unknown>(titleDetailPath('tv', id), signal)),
  });

/** One season of a series with its episodes. */
export const tvSeasonQueryOptions = (id: number, season: number) =>
  queryOptions({
    queryKey: ['titles', 'tv', id, 'season', season] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(seasonSchema, await apiGet<unknown>(tvSeasonPath(id, season), signal)),
  });
