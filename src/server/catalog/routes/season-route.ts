import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { detailRoute } from './detail-route';
import { seasonParams } from './route-input';

/** GET /api/catalog/tv/{id}/season/{n}: one season with its episodes. */
export function seasonRoute(app: FastifyInstance, sourceFor: SourceFor) {
  detailRoute(
    app,
    '/api/catalog/tv/:id/season/:season',
    seasonParams,
    sourceFor,
    (source, { id, season }) => source.season(id, season),
    ({ id, season }) => `No season ${season} for series ${id}`,
  );
}
