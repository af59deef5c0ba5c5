import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { parseInput } from '@/server/http/validate';
import type { RegionProviders } from '@/shared/where-to-watch/watch-providers';
import { notOffered } from './not-offered';
import { regionQuery } from './route-input';
import { sendJson } from './send-json';

/**
 * GET /api/catalog/watch-providers?region=XX (issue 34): the services TMDB lists in a country,
 * films' and series' together, for 'My services'. The same for every viewer.
 */
export function regionProvidersRoute(app: FastifyInstance, source: CatalogSource) {
  app.get('/api/catalog/watch-providers', async (request, reply) => {
    const { region } = parseInput(regionQuery, request.query);
    if (!source.watch) throw notOffered();
    const answer: RegionProviders = {
      region,
      providers: await source.watch.regionProviders(region),
    };
    return sendJson(reply, answer, 'public, max-age=3600');
  });
}
