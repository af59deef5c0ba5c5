import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { titleDetailRoute } from './detail-route';

/** GET /api/catalog/tv/{id}: series detail with seasons, credits and external_ids. */
export function tvRoute(app: FastifyInstance, source: CatalogSource) {
  titleDetailRoute(app, 'tv', (id) => source.tv(id));
}
