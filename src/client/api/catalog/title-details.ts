import { queryOptions } from '@tanstack/react-query';
import { titleDetailPath, tvSeasonPath } from '@/shared/catalog/api-paths';
import { movieDetailSchema, seasonSchema, tvDetailSchema } from '@/shared/catalog/detail-schemas';
import type { Language } from '@/shared/i18n/languages';
import { getParsed } from '../parse-answer';

/**
 * The detail answers a title page and the player both read, under one key each, so whichever
 * asks first fills the cache for the other. Each in the page's language (useCatalogLanguage),
 * which its key holds.
 */

/** Detail, credits, videos and recommendations of a movie in one answer. */
export const movieDetailQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['titles', 'movie', id, language] as const,
    queryFn: async ({ signal }) =>
      getParsed(titleDetailPath('movie', id, language), movieDetailSchema, signal),
  });

/** A series with its seasons, credits and external ids in one answer. */
export const tvDetailQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['titles', 'tv', id, language] as const,
    queryFn: async ({ signal }) =>
      getParsed(titleDetailPath('tv', id, language), tvDetailSchema, signal),
  });

/** One season of a series with its episodes. */
export const tvSeasonQueryOptions = (id: number, season: number, language: Language) =>
  queryOptions({
    queryKey: ['titles', 'tv', id, 'season', season, language] as const,
    queryFn: async ({ signal }) =>
      getParsed(tvSeasonPath(id, season, language), seasonSchema, signal),
  });
