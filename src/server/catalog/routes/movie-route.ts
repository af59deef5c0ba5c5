import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { idParams } from './route-input';
import { CACHE, sendJson } from './send-json';

/** GET /api/catalog/movie/{id}: detail with credits, videos and recommendations in one answer. */
export function movieRoute(app: FastifyInstance, source: CatalogSource) {
  app.get('/api/catalog/movie/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const movie = await source.movie(id);
    if (!movie) throw notFound(`No movie with id ${id}`);
    return sendJson(reply, movie, CACHE.detail);
  });
}
