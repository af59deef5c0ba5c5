import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { parseInput } from '@/server/http/validate';
import { searchQuery } from './route-input';
import { CACHE, sendJson } from './send-json';

/** GET /api/catalog/search/person?query=...&page=N: people by name, best match first. */
export function personSearchRoute(app: FastifyInstance, sourceFor: SourceFor) {
  app.get('/api/catalog/search/person', async (request, reply) => {
    const { query, page } = parseInput(searchQuery, request.query);
    const { source, kids } = await sourceFor(request);
    return sendJson(reply, await source.searchPeople(query, page), CACHE.search, kids);
  });
}
