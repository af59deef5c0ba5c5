import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { detailRoute } from './detail-route';
import { seasonParams } from './route-input';

/** GET /api/catalog/tv/{id}/season/{n}: one season with its episodes. */
export function seasonRoute(app: FastifyInstance, source: CatalogSource) {
  detailRoute(
    app,
    '/api/catalog/tv/:id/season/:season',
    seasonParams,
    ({ id, season }) => source.season(id, season),
    ({ id, season }) => `No season ${season} for series ${id}`,
  );
}
