import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { seasonParams } from './route-input';
import { CACHE, sendJson } from './send-json';

/** GET /api/catalog/tv/{id}/season/{n}: one season with its episodes. */
export function seasonRoute(app: FastifyInstance, source: CatalogSource) {
  app.get('/api/catalog/tv/:id/season/:season', async (request, reply) => {
    const { id, season } = parseInput(seasonParams, request.params);
    const answer = await source.season(id, season);
    if (!answer) throw notFound(`No season ${season} for series ${id}`);
    return sendJson(reply, answer, CACHE.detail);
  });
}
