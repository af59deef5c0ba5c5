import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarErrors } from './calendar-errors';
import type { FeedService } from './feed-service';
import type { FeedStore } from './feed-tokens';

/** Calendar apps poll; an hour between fresh copies is what the feed itself asks for. */
const CACHE_CONTROL = 'private, max-age=3600';

/**
 * GET /api/calendar/{token}.ics: the feed, without a session (calendar apps have none). An
 * unknown, reset or malformed token gets one and the same 404. Limited per token and per address
 * by the plugin's hook (`limit`), before anything is looked up.
 */
export function registerIcsRoute(
  app: FastifyInstance,
  options: {
    store: FeedStore;
    feeds: FeedService;
    originOf: (request: FastifyRequest) => string;
    limit: (request: FastifyRequest, token: string) => Promise<void>;
  },
) {
  app.get<{ Params: { file: string } }>('/api/calendar/:file', async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    if (!token) throw calendarErrors.feedNotFound();
    await options.limit(request, token);
    const feed = await options.store.byToken(token);
    if (!feed) throw calendarErrors.feedNotFound();
    const built = await options.feeds.feedFor(feed, options.originOf(request));
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', built.etag)
      // The URL is the secret: it must not travel on as a Referer from the feed's links.
      .header('referrer-policy', 'no-referrer');
    if (request.headers['if-none-match'] === built.etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(built.body);
  });
}
