import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { NOTICES_LIMITS, NOTICES_PATHS } from '@/shared/notices/notices-api';
import type { NoticesContext } from '../notices-context';
import { noticesErrors } from '../notices-errors';
import { pushSubscriptionSchema } from '../push-subscription-schema';

/**
 * POST /api/push/subscriptions { endpoint, keys: { p256dh, auth } }: this browser wants push
 * notices for the profile it shows. The row carries the session, which it ends with. Episodes
 * that aired before now are not announced (the bell has them). A profile keeps its newest few
 * browsers: one more pushes out the oldest, which is the one most likely gone.
 */
export function registerAddSubscriptionRoute(app: FastifyInstance, context: NoticesContext) {
  const schema = pushSubscriptionSchema(context.allowLoopbackHttp);
  app.post(NOTICES_PATHS.subscriptions, async (request, reply) => {
    const caller = context.callerOf(request);
    const body = parseInput(schema, request.body);
    const now = context.now();
    await context.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('push_subscription')
        .select(['id', 'user_id'])
        .where('endpoint', '=', body.endpoint)
        .executeTakeFirst();
      if (existing && existing.user_id !== caller.userId) throw noticesErrors.taken();
      if (existing)
        await trx.deleteFrom('push_subscription').where('id', '=', existing.id).execute();
      const kept = await trx
        .selectFrom('push_subscription')
        .select(['id', 'created'])
        .where('library_id', '=', caller.libraryId)
        .orderBy('created', 'desc')
        .orderBy('id')
        .execute();
      const over = kept.slice(NOTICES_LIMITS.subscriptionsPerProfile - 1).map((row) => row.id);
      if (over.length > 0)
        await trx.deleteFrom('push_subscription').where('id', 'in', over).execute();
      await trx
        .insertInto('push_subscription')
        .values({
          id: randomUUID(),
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          user_id: caller.userId,
          library_id: caller.libraryId,
          session_id: caller.sessionId,
          created: now,
          notified_until: now,
        })
        .execute();
    });
    return reply.code(201).send({ subscribed: true });
  });
}
