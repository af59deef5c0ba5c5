import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { parseInput } from '@/server/http/validate';
import { searchQuery } from './route-input';
import { CACHE, sendJson } from './send-json';

/**
 * GET /api/catalog/search/{movie|tv|multi}?query=...&page=N. Multi mixes movies and series
 * in one relevance order (rankSearchResults), each item tagged with media_type.
 */
export function searchRoute(app: FastifyInstance, source: CatalogSource) {
  for (const scope of ['movie', 'tv', 'multi'] as const) {
    app.get(`/api/catalog/search/${scope}`, async (request, reply) => {
      const { query, page } = parseInput(searchQuery, request.query);
      return sendJson(reply, await source.search(scope, query, page), CACHE.search);
    });
  }
}
