import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { titleDetailRoute } from './detail-route';

/** GET /api/catalog/movie/{id}: detail with credits, videos and recommendations in one answer. */
export function movieRoute(app: FastifyInstance, sourceFor: SourceFor) {
  titleDetailRoute(app, 'movie', sourceFor, (source, id) => source.movie(id));
}
