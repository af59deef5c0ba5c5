import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { TitleSummary } from '@/shared/catalog/title-schemas';
import type { MatchLookup } from './match-titles';

/**
 * Matching on TMDB, through the catalogue source as every page uses it: its cache answers
 * repeats, and each call that reaches TMDB counts against the asking client's allowance
 * (upstream-admission.ts). A TMDB id is a detail; an IMDb id is TMDB's `find`; a title is the
 * first page of a search, which the matcher then narrows by its own rules.
 */
export function sourceMatchLookup(source: CatalogSource): MatchLookup {
  return {
    byTmdbId: async (id, type) =>
      (type === 'movie' ? await source.movie(id) : await source.tv(id)) as TitleSummary | null,
    byImdbId: async (imdbId) => (source.findByImdbId ? source.findByImdbId(imdbId) : []),
    byTitle: async (title, type) => (await source.search(type ?? 'multi', title, 1)).results,
  };
}
