import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notFound } from '@/server/http/errors';

/** The embedded catalogue (issue 2): films from vega-datasets plus a curated series table. */
export function createEmbeddedSource(): CatalogSource {
  const empty = { page: 1, results: [], total_pages: 0, total_results: 0 };
  return {
    name: 'embedded',
    list: async () => empty,
    movie: async () => null,
    tv: async () => null,
    season: async () => null,
    search: async () => empty,
    verify: async () => {
      throw notFound('not built yet');
    },
  } as CatalogSource;
}
