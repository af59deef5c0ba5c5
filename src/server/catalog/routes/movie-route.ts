import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { titleDetailRoute } from './detail-route';

/** GET /api/catalog/movie/{id}: detail with credits, videos and recommendations in one answer. */
export function movieRoute(app: FastifyInstance, source: CatalogSource) {
  titleDetailRoute(app, 'movie', (id) => source.movie(id));
}
