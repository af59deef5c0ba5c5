import type { FastifyInstance } from 'fastify';
import { CALENDAR_PATHS, type CalendarFeedCreated } from '@/shared/calendar/calendar-api';
import type { FeedContext } from './feed-context';

/**
 * POST /api/calendar/feed: a new private URL for this profile's feed, shown this once. Made
 * again, it replaces the link ('Reset link'): the old one answers 404 at once, on every server.
 */
export function registerCreateFeedRoute(app: FastifyInstance, context: FeedContext) {
  app.post(CALENDAR_PATHS.feed, async (request, reply): Promise<CalendarFeedCreated> => {
    const owner = await context.ownerOf(request);
    const { token, created } = await context.store.replace(owner, context.now());
    reply.code(201);
    return {
      url: `${context.originOf(request)}${CALENDAR_PATHS.ics(token)}`,
      createdAt: new Date(created).toISOString(),
    };
  });
}
