import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { titleDetailRoute } from './detail-route';

/** GET /api/catalog/tv/{id}: series detail with seasons, credits and external_ids. */
export function tvRoute(app: FastifyInstance, sourceFor: SourceFor) {
  titleDetailRoute(app, 'tv', sourceFor, (source, id) => source.tv(id));
}
