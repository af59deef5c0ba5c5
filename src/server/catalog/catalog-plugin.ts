import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from './catalog-source';

/** Mounts the catalogue API under /api/catalog. Each endpoint lives in its own file in routes/. */
export async function catalogPlugin(app: FastifyInstance, opts: { source: CatalogSource }) {
  // Endpoints are registered here as they are built (issue 2).
  void opts;
  app.get('/api/catalog', async () => ({ source: opts.source.name }));
}
