import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { NOTICES_PATHS } from '@/shared/notices/notices-api';
import type { NoticesContext } from '../notices-context';
import { endpointBodySchema } from '../push-subscription-schema';

/**
 * DELETE /api/push/subscriptions { endpoint }: this browser wants no more notices (the toggle
 * turned off, or sign-out). Only the caller's own row goes; another account's endpoint is
 * answered like an unknown one, so nobody learns whose it is.
 */
export function registerDeleteSubscriptionRoute(app: FastifyInstance, context: NoticesContext) {
  app.delete(NOTICES_PATHS.subscriptions, async (request) => {
    const { userId } = context.callerOf(request);
    const body = parseInput(endpointBodySchema, request.body);
    await context.db
      .deleteFrom('push_subscription')
      .where('endpoint', '=', body.endpoint)
      .where('user_id', '=', userId)
      .execute();
    return { subscribed: false };
  });
}
