import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import type { MediaType } from '@/shared/catalog/title-schemas';
import type { TitleWatchProviders } from '@/shared/where-to-watch/watch-providers';
import { notOffered } from './not-offered';
import { idParams, regionQuery } from './route-input';
import { sendJson } from './send-json';

/** TMDB asks that availability be kept an hour at most; so does every cache after ours. */
const WATCH_CACHE = 'public, max-age=3600';

/**
 * GET /api/catalog/{movie|tv}/{id}/watch-providers?region=XX (issue 34): where the title can be
 * watched in that country. A region with nothing answers empty lists (the page says so); a kids
 * profile asks only of titles it may see (the title's own rule first, 403 otherwise).
 */
export function titleWatchProvidersRoute(
  app: FastifyInstance,
  source: CatalogSource,
  sourceFor: SourceFor,
) {
  for (const media of ['movie', 'tv'] as const satisfies MediaType[]) {
    app.get(`/api/catalog/${media}/:id/watch-providers`, async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { region } = parseInput(regionQuery, request.query);
      const watch = source.watch;
      if (!watch) throw notOffered();
      const viewer = await sourceFor(request);
      if (viewer.kids) await (media === 'movie' ? viewer.source.movie(id) : viewer.source.tv(id));
      const regions = await watch.titleOffers(media, id);
      if (!regions) throw notFound(`No ${media === 'movie' ? 'movie' : 'series'} with id ${id}`);
      const here = regions[region];
      const answer: TitleWatchProviders = {
        id,
        region,
        link: here?.link ?? null,
        flatrate: here?.flatrate ?? [],
        free: here?.free ?? [],
        ads: here?.ads ?? [],
        rent: here?.rent ?? [],
        buy: here?.buy ?? [],
      };
      return sendJson(reply, answer, WATCH_CACHE, viewer.kids);
    });
  }
}
