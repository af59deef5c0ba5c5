import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { NexusTables } from '@/server/db/database';
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
 * (ChangesResponse) says the cursor to ask from next, and `more` when a page was full.
 */
export function registerChangesRoute(
  app: FastifyInstance,
  deps: { db: Kysely<NexusTables>; userOf: (request: FastifyRequest) => string },
) {
  app.get(LIBRARY_PATHS.changes, async (request, reply) => {
    const { since, limit } = parseInput(changesQuery, request.query);
    const page = await readChanges(deps.db, deps.userOf(request), since, limit);
    return reply.type('application/json; charset=utf-8').send(page.json);
  });
}
