import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsHandle } from '@/server/auth/accounts-handle';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { embeddedAiring } from '@/server/catalog/embedded/embedded-airing';
import type { UpstreamAdmission } from '@/server/catalog/upstream-admission';
import type { Config } from '@/server/config';
import type { AppDatabase } from '@/server/db/app-database';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { forbiddenOrigin, siteOrigin } from '@/server/http/trusted-origin';
import { clientAddressKey } from '@/server/limits/client-address';
import { registerPluginRateLimit } from '@/server/limits/plugin-rate-limit';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { calendarErrors } from './calendar-errors';
import { registerCreateFeedRoute } from './create-feed-route';
import { registerDeleteFeedRoute } from './delete-feed-route';
import { createEpisodeService, type EpisodeService } from './episode-service';
import { registerEpisodesRoute } from './episodes-route';
import type { FeedContext } from './feed-context';
import { createFeedService } from './feed-service';
import { registerFeedStatusRoute } from './feed-status-route';
import { feedStore, hashToken } from './feed-tokens';
import { registerIcsRoute } from './ics-route';
import { kidsSeries } from './kids-series';

export interface CalendarPluginOptions {
  config: Pick<Config, 'AUTH_MODE' | 'PUBLIC_URL'>;
  /** The episode service (createCalendarEpisodes), shared with the new-episode notices. */
  episodes: EpisodeService;
  admission?: UpstreamAdmission;
  accounts: AccountsHandle;
  profiles: ProfilesHandle;
  database: AppDatabase;
  /** Tests lower or lift the feed's limits. */
  feedLimit?: { perToken: number; perAddress: number };
  now?: () => number;
}

/** Calendar apps poll every few minutes at most; 30 a minute leaves room for several. */
const FEED_LIMIT = { perToken: 30, perAddress: 120 };
const MINUTE_MS = 60_000;
/** Feed management: a person clicks 'Reset link' now and then, never hundreds of times. */
const MANAGE_LIMIT = { max: 30, timeWindowMs: MINUTE_MS };

/**
 * The episodes of the calendar (public) and each profile's iCal feed (accounts only) under
 * /api/calendar (issue 34, docs/product.md#upcoming-and-the-calendar-feed). Returns the episode
 * service, which the new-episode notices read too.
 */
export function createCalendarEpisodes(source: CatalogSource): EpisodeService {
  return createEpisodeService(source.airing ?? embeddedAiring(source), kidsSeries(source));
}

export async function calendarPlugin(app: FastifyInstance, opts: CalendarPluginOptions) {
  const { database } = opts;
  const now = opts.now ?? Date.now;
  const { episodes } = opts;
  const originOf = siteOrigin(opts.config);

  registerEpisodesRoute(app, { episodes, admission: opts.admission, profiles: opts.profiles });

  // A feed needs an account: with accounts off its paths answer 404 'not offered'.
  if (opts.config.AUTH_MODE !== 'accounts') {
    app.all('/api/calendar/feed', async () => {
      throw calendarErrors.notOffered();
    });
    app.get('/api/calendar/:file', async () => {
      throw calendarErrors.notOffered();
    });
    return;
  }

  const store = feedStore(database.db);
  app.register(async (routes) => {
    routes.setErrorHandler(outageAwareErrorHandler(database.up));
    const limiter = await registerPluginRateLimit(routes, database, 'calendar');
    const owners = new WeakMap<FastifyRequest, string>();
    const perUser = limiter(MANAGE_LIMIT, (request) => `calendar-feed:${owners.get(request)}`);
    const context: FeedContext = {
      store,
      now,
      originOf,
      async ownerOf(request) {
        const userId = owners.get(request)!;
        return { userId, libraryId: await opts.profiles.libraryOf(request, userId) };
      },
    };
    routes.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await opts.accounts.sessionOf(request);
      if (!session) throw calendarErrors.unauthorized();
      // A new link or none only from our own page (a cross-site form cannot reset it).
      if (request.method !== 'GET' && request.method !== 'HEAD')
        if (request.headers.origin !== originOf(request)) throw forbiddenOrigin();
      owners.set(request, session.userId);
      const verdict = await perUser(request);
      if (!verdict.isAllowed && verdict.isExceeded)
        throw calendarErrors.tooManyRequests(Math.max(1, verdict.ttlInSeconds));
    });
    registerFeedStatusRoute(routes, context);
    registerCreateFeedRoute(routes, context);
    registerDeleteFeedRoute(routes, context);
  });

  app.register(async (routes) => {
    routes.setErrorHandler(outageAwareErrorHandler(database.up));
    const limits = opts.feedLimit ?? FEED_LIMIT;
    const limiter = await registerPluginRateLimit(routes, database, 'calendar-ics');
    const tokens = new WeakMap<FastifyRequest, string>();
    const perToken = limiter(
      { max: limits.perToken, timeWindowMs: MINUTE_MS },
      // Counted by the token's hash: the token itself is never written anywhere.
      (request) => `ics:${hashToken(tokens.get(request)!)}`,
    );
    const perAddress = limiter(
      { max: limits.perAddress, timeWindowMs: MINUTE_MS },
      (request) => `ics-address:${clientAddressKey(request.ip)}`,
    );
    const feeds = createFeedService({ db: database.db, episodes, now });
    registerIcsRoute(routes, {
      store,
      feeds,
      originOf,
      async limit(request, token) {
        tokens.set(request, token);
        for (const check of [perAddress, perToken]) {
          const verdict = await check(request);
          if (!verdict.isAllowed && verdict.isExceeded)
            throw calendarErrors.tooManyRequests(Math.max(1, verdict.ttlInSeconds));
        }
      },
    });
  });
}
