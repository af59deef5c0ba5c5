import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { parseInput } from '@/server/http/validate';
import { searchQuery } from './route-input';
import { CACHE, sendJson } from './send-json';

/**
 * GET /api/catalog/search/{movie|tv|multi}?query=...&page=N. Multi mixes movies and series
 * in one relevance order (rankSearchResults), each item tagged with media_type.
 */
export function searchRoute(app: FastifyInstance, sourceFor: SourceFor) {
  for (const scope of ['movie', 'tv', 'multi'] as const) {
    app.get(`/api/catalog/search/${scope}`, async (request, reply) => {
      const { query, page } = parseInput(searchQuery, request.query);
      const { source, kids } = await sourceFor(request);
      return sendJson(reply, await source.search(scope, query, page), CACHE.search, kids);
    });
  }
}
