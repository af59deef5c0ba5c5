import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { catalogLanguage } from '@/server/catalog/catalog-language';
import { withLocalNames } from '@/server/catalog/local-names';
import { titleDetailRoute } from './detail-route';

/**
 * GET /api/catalog/movie/{id}: detail with credits, videos and recommendations in one answer,
 * its countries and languages named in the request's language.
 */
export function movieRoute(app: FastifyInstance, sourceFor: SourceFor) {
  titleDetailRoute(app, 'movie', sourceFor, async (source, id) => {
    const detail = await source.movie(id);
    return detail && withLocalNames(detail, catalogLanguage());
  });
}
