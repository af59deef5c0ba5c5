import type { FastifyInstance } from 'fastify';
import { NOTICES_PATHS, type SeenAnswer } from '@/shared/notices/notices-api';
import type { NoticesContext } from '../notices-context';

/** GET /api/notices/seen: the profile's seen-until time, null before its first visit. */
export function registerSeenReadRoute(app: FastifyInstance, context: NoticesContext) {
  app.get(NOTICES_PATHS.seen, async (request): Promise<SeenAnswer> => {
    const { libraryId } = context.callerOf(request);
    const row = await context.db
      .selectFrom('notice_seen')
      .select('seen_until')
      .where('library_id', '=', libraryId)
      .executeTakeFirst();
    return { seenUntil: row ? new Date(Number(row.seen_until)).toISOString() : null };
  });
}
