import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { detailRoute } from './detail-route';
import { idParams } from './route-input';

/** GET /api/catalog/person/{id}: a person with their films and series (combined_credits). */
export function personRoute(app: FastifyInstance, source: CatalogSource) {
  detailRoute(
    app,
    '/api/catalog/person/:id',
    idParams,
    ({ id }) => source.person(id),
    ({ id }) => `No person with id ${id}`,
  );
}
