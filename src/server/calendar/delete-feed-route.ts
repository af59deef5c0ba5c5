import type { FastifyInstance } from 'fastify';
import { CALENDAR_PATHS } from '@/shared/calendar/calendar-api';
import type { FeedContext } from './feed-context';

/** DELETE /api/calendar/feed: the feed is off; its URL answers 404. */
export function registerDeleteFeedRoute(app: FastifyInstance, context: FeedContext) {
  app.delete(CALENDAR_PATHS.feed, async (request, reply) => {
    await context.store.remove(await context.ownerOf(request));
    return reply.code(204).send();
  });
}
