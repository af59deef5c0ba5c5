import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { parseInput } from '@/server/http/validate';
import type { ListKind, MediaType } from '@/shared/catalog/title-schemas';
import { badRequest } from '@/server/http/errors';
import { notOffered } from './not-offered';
import { listQuery } from './route-input';
import { CACHE, sendJson } from './send-json';

/** TMDB v3's list paths, each mapped to one of our ranked lists. */
export const LIST_PATHS: [string, MediaType, ListKind][] = [
  ['/api/catalog/trending/movie/week', 'movie', 'trending'],
  ['/api/catalog/trending/tv/week', 'tv', 'trending'],
  ['/api/catalog/movie/popular', 'movie', 'popular'],
  ['/api/catalog/tv/popular', 'tv', 'popular'],
  ['/api/catalog/movie/top_rated', 'movie', 'top_rated'],
  ['/api/catalog/tv/top_rated', 'tv', 'top_rated'],
];

/**
 * GET a paged list: trending, popular or top_rated, for movies or TV; `?page=1..500`. Popular and
 * top rated also take `?region=US&providers=8|9`: only titles on one of those services there
 * (issue 34; TMDB's discover, which trending has no equivalent of).
 */
export function listRoute(app: FastifyInstance, sourceFor: SourceFor) {
  for (const [path, media, kind] of LIST_PATHS) {
    app.get(path, async (request, reply) => {
      const { page, region, providers } = parseInput(listQuery, request.query);
      const { source, kids } = await sourceFor(request);
      if (region === undefined || providers === undefined) {
        return sendJson(reply, await source.list(media, kind, page), CACHE.list, kids);
      }
      if (kind === 'trending') throw badRequest('Trending cannot be narrowed to services.');
      if (!source.watch) throw notOffered();
      const answer = await source.watch.listOnServices(media, kind, page, { region, providers });
      return sendJson(reply, answer, CACHE.list, kids);
    });
  }
}
