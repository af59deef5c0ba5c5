import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { detailRoute } from './detail-route';
import { idParams } from './route-input';

/** GET /api/catalog/person/{id}: a person with their films and series (combined_credits). */
export function personRoute(app: FastifyInstance, sourceFor: SourceFor) {
  detailRoute(
    app,
    '/api/catalog/person/:id',
    idParams,
    sourceFor,
    (source, { id }) => source.person(id),
    ({ id }) => `No person with id ${id}`,
  );
}
