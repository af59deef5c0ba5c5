import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { SourceFor } from '@/server/catalog/kids/viewer-source';
import { notFound } from '@/server/http/errors';
import { parseInput, type SchemaOutput } from '@/server/http/validate';
import type { MediaType } from '@/shared/catalog/title-schemas';
import { idParams } from './route-input';
import { CACHE, sendJson } from './send-json';

type ParamsSchema = Parameters<typeof parseInput>[0];

/**
 * A GET that answers one record of the catalogue (a movie, a series, a season) by the ids in its
 * path: a 404 saying what is missing when the source has none, cached as details are.
 */
export function detailRoute<S extends ParamsSchema>(
  app: FastifyInstance,
  path: string,
  params: S,
  sourceFor: SourceFor,
  load: (source: CatalogSource, params: SchemaOutput<S>) => Promise<object | null>,
  missing: (params: SchemaOutput<S>) => string,
) {
  app.get(path, async (request, reply) => {
    const input = parseInput(params, request.params);
    const { source, kids } = await sourceFor(request);
    const answer = await load(source, input);
    if (!answer) throw notFound(missing(input));
    return sendJson(reply, answer, CACHE.detail, kids);
  });
}

/** How a 404 names each kind of title. */
const TITLE_NAMES: Record<MediaType, string> = { movie: 'movie', tv: 'series' };

/** GET /api/catalog/{movie|tv}/{id}: one title's detail. */
export function titleDetailRoute(
  app: FastifyInstance,
  media: MediaType,
  sourceFor: SourceFor,
  load: (source: CatalogSource, id: number) => Promise<object | null>,
) {
  detailRoute(
    app,
    `/api/catalog/${media}/:id`,
    idParams,
    sourceFor,
    (source, { id }) => load(source, id),
    ({ id }) => `No ${TITLE_NAMES[media]} with id ${id}`,
  );
}
