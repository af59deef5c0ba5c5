import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '@/server/http/validate';
import { NOTICES_PATHS, type SeenAnswer } from '@/shared/notices/notices-api';
import type { NoticesContext } from '../notices-context';

const bodySchema = z.object({ seenUntil: z.string().datetime({ offset: true }) }).strict();

/**
 * PUT /api/notices/seen { seenUntil }: the bell was opened or cleared. The time never moves
 * backwards (two devices, a slow one second, must not bring back what the first cleared): the
 * larger one wins inside one statement, so concurrent writes cannot undo each other. It never
 * goes past the server's clock either (a device whose clock runs ahead cannot hide tomorrow's
 * episodes).
 */
export function registerSeenWriteRoute(app: FastifyInstance, context: NoticesContext) {
  app.put(NOTICES_PATHS.seen, async (request): Promise<SeenAnswer> => {
    const { userId, libraryId } = context.callerOf(request);
    const body = parseInput(bodySchema, request.body);
    const asked = Math.min(Date.parse(body.seenUntil), context.now());
    await context.db
      .insertInto('notice_seen')
      .values({ library_id: libraryId, user_id: userId, seen_until: asked })
      .onConflict((conflict) =>
        conflict.column('library_id').doUpdateSet({
          seen_until: sql<number>`case when notice_seen.seen_until > excluded.seen_until then notice_seen.seen_until else excluded.seen_until end`,
        }),
      )
      .execute();
    const row = await context.db
      .selectFrom('notice_seen')
      .select('seen_until')
      .where('library_id', '=', libraryId)
      .executeTakeFirstOrThrow();
    return { seenUntil: new Date(Number(row.seen_until)).toISOString() };
  });
}
