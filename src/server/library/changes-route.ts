import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { NexusTables } from '@/server/db/database';
import { pickEncoding } from '@/server/http/compression';
import { parseInput } from '@/server/http/validate';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import { readChanges } from './read-changes';

const count = (name: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,15}$/, `must be a ${name}`), v.transform(Number));

const changesQuery = v.object({
  since: count('cursor'),
  limit: v.optional(
    v.pipe(count('number'), v.minValue(1), v.maxValue(LIBRARY_LIMITS.pullPage)),
    String(LIBRARY_LIMITS.pullPage),
  ),
});

/**
 * GET /api/library/changes?since={cursor}[&limit=n]: the signed-in user's items changed after
 * the cursor, oldest change first, tombstones included; `since=0` is a full pull. The answer
 * (ChangesResponse) says the cursor to ask from next, and `more` when a page was full: at most
 * 5,000 items and about 1 MB. The page is written piece by piece (compressed as it goes when
 * the client accepts it), never joined into one string, and not kept in the compression
 * cache: it is one person's library.
 */
export function registerChangesRoute(
  app: FastifyInstance,
  deps: { db: Kysely<NexusTables>; userOf: (request: FastifyRequest) => string },
) {
  app.get(LIBRARY_PATHS.changes, async (request, reply) => {
    const { since, limit } = parseInput(changesQuery, request.query);
    const page = await readChanges(deps.db, deps.userOf(request), since, limit);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const body = Readable.from(page.chunks, { objectMode: false });
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding);
    // Quality 4, not the catalogue's 5: a page is compressed anew for every pull (no cache), and
    // bench:sync measured a 5,000-item full pull at 106 ms and 599 KB with 4, 190 ms and 569 KB with 5.
    const compress =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    return reply.send(body.pipe(compress));
  });
}
