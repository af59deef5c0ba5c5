import type { FastifyInstance } from 'fastify';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { parseInput } from '@/server/http/validate';
import type { ListKind, MediaType } from '@/shared/catalog/title-schemas';
import { pageQuery } from './route-input';
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

/** GET a paged list: trending, popular or top_rated, for movies or TV; `?page=1..500`. */
export function listRoute(app: FastifyInstance, sourceFor: SourceFor) {
  for (const [path, media, kind] of LIST_PATHS) {
    app.get(path, async (request, reply) => {
      const { page } = parseInput(pageQuery, request.query);
      const { source, kids } = await sourceFor(request);
      return sendJson(reply, await source.list(media, kind, page), CACHE.list, kids);
    });
  }
}
