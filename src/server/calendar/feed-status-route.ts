import type { FastifyInstance } from 'fastify';
import { CALENDAR_PATHS, type CalendarFeedStatus } from '@/shared/calendar/calendar-api';
import type { FeedContext } from './feed-context';

/** GET /api/calendar/feed: whether this profile has a feed, and since when (never its URL). */
export function registerFeedStatusRoute(app: FastifyInstance, context: FeedContext) {
  app.get(CALENDAR_PATHS.feed, async (request): Promise<CalendarFeedStatus> => {
    const feed = await context.store.status(await context.ownerOf(request));
    return {
      exists: feed !== null,
      createdAt: feed ? new Date(feed.created).toISOString() : null,
    };
  });
}
