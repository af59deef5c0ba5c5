import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { idParams } from './route-input';
import { CACHE, sendJson } from './send-json';

/** GET /api/catalog/tv/{id}: series detail with seasons, credits and external_ids. */
export function tvRoute(app: FastifyInstance, source: CatalogSource) {
  app.get('/api/catalog/tv/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const tv = await source.tv(id);
    if (!tv) throw notFound(`No series with id ${id}`);
    return sendJson(reply, tv, CACHE.detail);
  });
}
