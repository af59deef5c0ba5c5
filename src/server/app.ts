import path from 'node:path';
import { hydrationReportRoute } from './http/hydration-report-route';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { artPlugin } from './art/art-plugin';
import { authPlugin } from './auth/auth-plugin';
import { hasSessionCookie } from './auth/session-cookie';
import { catalogPlugin } from './catalog/catalog-plugin';
import { mayBeKidsProfile } from './catalog/kids/kids-cookie';
import type { CatalogSource } from './catalog/catalog-source';
import { createCatalogSource } from './catalog/create-catalog-source';
import { chatPlugin, type ChatPluginOptions } from './chat/chat-plugin';
import type { Config } from './config';
import { embedPlugin } from './embed/embed-plugin';
import { libraryPlugin, type LibraryPluginOptions } from './library/library-plugin';
import { noticesPlugin, type NoticesPluginOptions } from './notices/notices-plugin';
import { calendarPlugin, createCalendarEpisodes } from './calendar/calendar-plugin';
import type { LiveStreams } from './library/live-streams';
import { roomPlugin, roomsNotOffered, type RoomPluginOptions } from './watch-together/room-plugin';
import type { EpisodeService } from './calendar/episode-service';
import {
  loadStreamProviders,
  streamFrameOrigins,
  streamProviderWarnings,
} from './embed/stream-providers';
import { registerCompression } from './http/compression';
import { registerRequestLog } from './http/request-log';
import { createAccountsHandle } from './auth/accounts-handle';
import { createProfilesHandle, type ProfilesHandle } from './profiles/profiles-handle';
import { profilesPlugin } from './profiles/profiles-plugin';
import { createUpstreamAdmission } from './catalog/upstream-admission';
import { databaseWindowCounter, type WindowCounter } from './limits/database-rate-limit-store';
import { errorHandler } from './http/error-handler';
import { createHotResponses, type HotResponseOptions } from './http/hot-responses';
import { securityHeaders } from './http/security-headers';
import { spaPlugin } from './http/spa-plugin';
import { registerTrustedOrigin } from './http/trusted-origin';
import { catalogMatchPath } from '@/shared/catalog/api-paths';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import { wireErrorHandlers } from './http/wire-errors';
import { startBackupSchedule } from './db/backup/backup-schedule';
import { openAppDatabase, type AppDatabase } from './db/app-database';
import { projectRoot } from './project-root';

export interface AppOptions {
  config: Config;
  /** Tests inject a source; otherwise it is chosen from the config. */
  catalogSource?: CatalogSource;
  /** Where the built SPA lives; defaults to dist/client. */
  clientDir?: string;
  /** Load tests and benchmarks lift the chat's rate limit here; never from the environment. */
  chatRateLimit?: ChatPluginOptions['rateLimit'];
  /** Load tests and benchmarks lift the library's per-user rate limit here. */
  libraryRateLimit?: LibraryPluginOptions['rateLimit'];
  /** Tests shorten the live streams' heartbeat here (the caps come from the config). */
  libraryStreams?: LibraryPluginOptions['streams'];
  /** The one-second replay of finished catalogue answers; tests of the cache below turn it off. */
  hotResponses?: HotResponseOptions | false;
  /** Tests move watch together's clock, sweep its rooms by hand, or lift its budgets here. */
  rooms?: Pick<RoomPluginOptions, 'now' | 'budgets' | 'sweepEveryMs'>;
  /** Tests record the waits before sign-in attempts here instead of waiting them out. */
  authSleep?: (ms: number) => Promise<void>;
  /** Tests lower the calendar feed's per-token limit here (issue 34). */
  calendarFeedLimit?: { perToken: number; perAddress: number };
  /** Tests move the profiles' clock here (a PIN's five-minute wait). */
  profilesNow?: () => number;
  /**
   * Tests say here who watches (a kids profile or not) for the catalogue and the chat; otherwise
   * the profiles plugin does. The plugin keeps its own handle for the library.
   */
  viewers?: Pick<ProfilesHandle, 'viewerOf'>;
  /**
   * Tests give the new-episode notices their episodes and clock here, and take the scheduler's
   * control (one run now); otherwise the calendar's episode service and the real clock.
   */
  notices?: Partial<Pick<NoticesPluginOptions, 'episodes' | 'now' | 'control'>>;
  /** Tests read the log lines from here; otherwise they go to standard output. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server without listening, so tests can `inject` or listen on a free port. The
 * app owns the database: it opens and migrates it first (in every AUTH_MODE), hands it to each
 * plugin that keeps data, and closes it after all of them.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const streamProviders = loadStreamProviders(config);
  // Trailers open in a new window, but the host stays allowed for a framed trailer.
  const security = await securityHeaders({
    config,
    frameSources: ['https://www.youtube.com', ...streamFrameOrigins(streamProviders)],
  });
  const hot =
    options.hotResponses === false
      ? null
      : createHotResponses(hasSessionCookie, {
          mayBeKids: mayBeKidsProfile,
          ...options.hotResponses,
        });
  const app = Fastify({
    ...(hot ? { serverFactory: hot.serverFactory } : {}),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // One line per request (http/request-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // A draining server still answers: see the hook below.
    return503OnClosing: false,
    // Request ids help trace one request through the logs; clients may not choose them.
    requestIdHeader: false,
    // Requests refused before routing get the error shape and the security headers too.
    ...wireErrorHandlers(security),
  });

  const database = await openAppDatabase(config, app.log);
  // The first onClose hook runs last (Fastify runs them in reverse): every plugin has closed
  // before the database does.
  app.addHook('onClose', () => database.close());
  try {
    await registerAll(app, { options, database, security, streamProviders, hot });
  } catch (error) {
    await database.close();
    throw error;
  }
  return app;
}

/** What buildApp made before the plugins: the database, the headers, the providers, the replay. */
interface Parts {
  options: AppOptions;
  database: AppDatabase;
  security: Awaited<ReturnType<typeof securityHeaders>>;
  streamProviders: ReturnType<typeof loadStreamProviders>;
  hot: ReturnType<typeof createHotResponses> | null;
}

async function registerAll(app: FastifyInstance, parts: Parts) {
  const { options, database, security, streamProviders, hot } = parts;
  const { config } = options;
  for (const warning of streamProviderWarnings(streamProviders)) app.log.warn(warning);
  app.setErrorHandler(errorHandler);
  registerRequestLog(app);
  registerCompression(app);
  // After compression: the replay keeps exactly what went on the wire.
  hot?.register(app);
  app.addHook('onRequest', security.onRequest);

  // Draining (close() has begun): the health check says so, so a proxy that checks it sends no
  // new traffic here. Requests that still come on a connection opened before are served (the
  // database stays open until the end), each closing its connection after the answer, so the
  // proxy opens its next one to a server that stays. Fastify's own answer would be a bare 503.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    if (request.routeOptions.url === '/healthz') {
      return reply.code(503).send({ status: 'draining' });
    }
  });

  // Every call that changes a person's data or spends the server's allowances comes from this
  // site's pages only (the auth routes check their own, stricter rule).
  registerTrustedOrigin(app, {
    config,
    paths: [LIBRARY_PATHS.push, '/api/chat', catalogMatchPath],
  });

  const accounts = createAccountsHandle();
  const profiles = createProfilesHandle();
  const viewers = options.viewers ?? profiles;
  // Ready only when the database answers: a proxy's health check then sends no traffic to a
  // server that would fail every sign-in. While draining it answers 503 (the hook above).
  app.get('/healthz', async (_request, reply) => {
    if (!(await database.up())) {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  });
  const source =
    options.catalogSource ?? (await createCatalogSource(config, app.log, {}, database));
  let upstreamCounter: WindowCounter | undefined;
  const admission = createUpstreamAdmission({
    perMinute: config.CATALOG_UPSTREAM_PER_MINUTE,
    perAddressPerMinute: config.CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS,
    // Read when a request needs it: the auth plugin fills the handle in below.
    userOf: (request) => accounts.userOf(request),
    sharedCounter: async () => {
      if (!(await database.up())) return null;
      upstreamCounter ??= databaseWindowCounter(database.db);
      return upstreamCounter;
    },
  });
  await app.register(catalogPlugin, { source, admission, viewers });
  await app.register(artPlugin);
  await app.register(authPlugin, {
    config,
    database,
    accounts,
    profiles,
    sleep: options.authSleep,
  });
  await app.register(chatPlugin, {
    config,
    accounts,
    viewers,
    database,
    rateLimit: options.chatRateLimit,
    catalogSource: source,
  });
  let liveStreams: LiveStreams | undefined;
  // The episodes of series on the air (issue 34): the calendar's, and the notices' to read.
  const episodes = createCalendarEpisodes(source);
  // The library belongs to accounts: with accounts off its paths do not exist (404).
  if (config.AUTH_MODE === 'accounts') {
    await app.register(profilesPlugin, {
      config,
      accounts,
      database,
      profiles,
      now: options.profilesNow,
    });
    await app.register(libraryPlugin, {
      accounts,
      profiles,
      database,
      rateLimit: options.libraryRateLimit,
      streams: {
        maxPerAddress: config.LIBRARY_STREAMS_PER_ADDRESS,
        maxTotal: config.LIBRARY_STREAMS_MAX,
        ...options.libraryStreams,
      },
      onStreams: (streams) => (liveStreams = streams),
    });
    // Watch together needs accounts (issue 35); its streams count in the library's caps.
    await app.register(roomPlugin, {
      config,
      accounts,
      profiles,
      database,
      catalogSource: source,
      streams: liveStreams!,
      ...options.rooms,
    });
    await app.register(noticesPlugin, {
      config,
      accounts,
      profiles,
      database,
      episodes: options.notices?.episodes ?? noticeEpisodes(episodes),
      now: options.notices?.now,
      control: options.notices?.control,
    });
  } else {
    await app.register(roomsNotOffered);
  }
  // After the profiles: a feed belongs to this device's profile (its library).
  await app.register(calendarPlugin, {
    config,
    episodes,
    admission,
    accounts,
    profiles,
    database,
    ...(options.calendarFeedLimit ? { feedLimit: options.calendarFeedLimit } : {}),
  });
  if (config.BACKUP_EVERY_HOURS) {
    const backups = startBackupSchedule(
      { ...config, BACKUP_EVERY_HOURS: config.BACKUP_EVERY_HOURS },
      app.log,
    );
    app.addHook('onClose', backups.stop);
  }
  await app.register(embedPlugin, { config, providers: streamProviders });
  await app.register(hydrationReportRoute);
  await app.register(spaPlugin, {
    config,
    hasSession: hasSessionCookie,
    clientDir: options.clientDir ?? path.join(projectRoot, 'dist/client'),
  });
}

/** What aired when, for the notices: the calendar's episode service over the catalogue. */
function noticeEpisodes(episodes: EpisodeService): NoticesPluginOptions['episodes'] {
  return async (ids, from, to, language, kids) =>
    (await episodes.episodesInWindow(ids, { from, to }, language, kids)).episodes;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts the peer and the hops behind it,
 * that many in all (Fastify itself now refuses a bare number, since a client that reaches the
 * port directly could then name its own address: the README says to list the proxies' addresses
 * in that case).
 */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
