import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsHandle, RequestSession } from '@/server/auth/accounts-handle';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { AppDatabase } from '@/server/db/app-database';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { HttpError } from '@/server/http/errors';
import { registerTrustedOrigin } from '@/server/http/trusted-origin';
import type { Config } from '@/server/config';
import type { LiveStreams } from '@/server/library/live-streams';
import { clientAddressKey } from '@/server/limits/client-address';
import { databaseWindowCounter } from '@/server/limits/database-rate-limit-store';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { PROFILE_ERROR_CODES } from '@/shared/profiles/profile-api';
import { ROOM_ERROR_CODES } from '@/shared/watch-together/room-error-codes';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import { ROOM_PATHS, ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { memoryRoomBus, type RoomBus } from './room-bus';
import type { RoomContext } from './room-context';
import { roomError, roomErrors } from './room-errors';
import type { RoomRouteDeps } from './room-route-deps';
import { roomStreams } from './room-streams';
import { sweepRooms } from './room-sweep';
import { startPostgresRoomBus } from './postgres-room-bus';
import { tokenBuckets, type BucketBudget } from './token-buckets';
import { registerCommandRoute } from './routes/command-route';
import { registerCreateRoomRoute } from './routes/create-room-route';
import { registerEndRoute } from './routes/end-route';
import { registerEventsRoute } from './routes/events-route';
import { registerHostRoute } from './routes/host-route';
import { registerInviteRoute } from './routes/invite-route';
import { registerJoinRoomRoute } from './routes/join-room-route';
import { registerLeaveRoute } from './routes/leave-route';
import { registerReactionRoute } from './routes/reaction-route';
import { registerRemoveRoute } from './routes/remove-route';
import { registerReportRoute } from './routes/report-route';
import { registerRoomStateRoute } from './routes/room-state-route';
import { registerTimeRoute } from './routes/time-route';

/** The budgets of the frequent calls, per member and room (token buckets in each process). */
export interface RoomBudgets {
  command: BucketBudget;
  report: BucketBudget;
  reaction: BucketBudget;
  /** Every room call of one account together. */
  any: BucketBudget;
}

const DEFAULT_BUDGETS: RoomBudgets = {
  command: { perSecond: 5, burst: 10 },
  // A report every 2 s and one on each change (play, pause, seek, buffering).
  report: { perSecond: 2, burst: 8 },
  reaction: { perSecond: 1, burst: 4 },
  any: { perSecond: 20, burst: 40 },
};
/** Rooms one account may create per 10 minutes (each is kept a day after it ends). */
const CREATES_PER_WINDOW = 20;
const SWEEP_EVERY_MS = 5_000;
const ROOM_BODY_LIMIT = 2048;

export interface RoomPluginOptions {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: AccountsHandle;
  profiles: ProfilesHandle;
  database: AppDatabase;
  catalogSource: CatalogSource;
  /** The library's live streams: a room's stream counts in the same caps (decision 0035). */
  streams: LiveStreams;
  /** Tests pass their own; otherwise Postgres's LISTEN/NOTIFY, or memory with SQLite. */
  bus?: RoomBus;
  /** Tests move the clock (invite expiry, the hold, the idle end, the offset). */
  now?: () => number;
  /** Benchmarks lift the per-member budgets here; never from the environment. */
  budgets?: Partial<RoomBudgets>;
  /** Tests sweep by hand (0: no timer). */
  sweepEveryMs?: number;
}

/**
 * Watch together (issue 35, decision 0035) under /api/rooms, in accounts mode. Rooms live in the
 * database; their events reach members over SSE through the room bus; every change is a POST.
 */
export async function roomPlugin(app: FastifyInstance, opts: RoomPluginOptions) {
  const { database } = opts;
  const now = opts.now ?? Date.now;
  const bus = opts.bus ?? (await clusterBus(app, database));
  const context: RoomContext = {
    db: database.db,
    postgres: database.kind === 'postgres',
    now,
    bus,
  };
  const streamsHere = roomStreams(context, app.log);
  app.addHook('onClose', async () => streamsHere.close());

  const sessions = new WeakMap<FastifyRequest, RequestSession>();
  const userOf = (request: FastifyRequest) => sessions.get(request)!.userId;
  const budgets = { ...DEFAULT_BUDGETS, ...opts.budgets };
  const buckets = {
    command: tokenBuckets(budgets.command, now),
    report: tokenBuckets(budgets.report, now),
    reaction: tokenBuckets(budgets.reaction, now),
  };
  const anyCall = tokenBuckets(budgets.any, now);
  const windows = databaseWindowCounter(database.db, now);

  app.setErrorHandler(
    outageAwareErrorHandler(database.up, (error) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? roomErrors.tooLarge() : error,
    ),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await opts.accounts.sessionOf(request);
    if (!session) throw roomErrors.unauthorized();
    sessions.set(request, session);
    const wait = anyCall(session.userId);
    if (wait > 0) throw roomErrors.rateLimited(wait);
  });
  registerTrustedOrigin(app, {
    config: opts.config,
    paths: [ROOM_PATHS.rooms, ROOM_PATHS.join, ...Object.values(ROOM_ROUTES)],
  });

  const deps: RoomRouteDeps = {
    context,
    userOf,
    sessionOf: (request) => sessions.get(request)!.sessionId,
    addressOf: (request) => clientAddressKey(request.ip),
    askerOf: async (request) => {
      const userId = userOf(request);
      const name =
        (await opts.profiles.nameOf(request, userId)) ||
        (await opts.accounts.accountName(userId)) ||
        'Guest';
      return { userId, name: name.slice(0, 80) };
    },
    allowedFor: async (request, title) => {
      if (!(await opts.profiles.viewerOf(request)).kids) return true;
      const kids = opts.catalogSource.kids;
      if (!kids) return false;
      try {
        const detail =
          title.type === 'movie' ? await kids.movie(title.id) : await kids.tv(title.id);
        return detail !== null;
      } catch (error) {
        if (error instanceof HttpError && error.code === PROFILE_ERROR_CODES.notOnThisProfile) {
          return false;
        }
        throw error;
      }
    },
    spend: (kind, key) => {
      const wait = buckets[kind](key);
      if (wait > 0) throw roomErrors.rateLimited(wait);
    },
    countTry: async (kind, userId) => {
      const max = kind === 'join-code' ? ROOM_LIMITS.joinCodeTries : CREATES_PER_WINDOW;
      const hit = await windows(`rooms:${kind}:${userId}`, ROOM_LIMITS.joinCodeWindowMs);
      if (hit.current <= max) return;
      const retryAfterS = hit.ttl / 1000;
      throw kind === 'join-code'
        ? roomErrors.tooManyTries(retryAfterS)
        : roomErrors.rateLimited(retryAfterS);
    },
    streams: opts.streams,
    roomStreams: streamsHere,
  };

  app.register(async (routes) => {
    // Small bodies only: the largest (a new room) is well under a kilobyte.
    routes.addHook('onRoute', (route) => {
      route.bodyLimit ??= ROOM_BODY_LIMIT;
    });
    registerTimeRoute(routes, deps);
    registerCreateRoomRoute(routes, deps);
    registerJoinRoomRoute(routes, deps);
    registerRoomStateRoute(routes, deps);
    registerEventsRoute(routes, deps);
    registerInviteRoute(routes, deps);
    registerCommandRoute(routes, deps);
    registerReportRoute(routes, deps);
    registerReactionRoute(routes, deps);
    registerHostRoute(routes, deps);
    registerRemoveRoute(routes, deps);
    registerLeaveRoute(routes, deps);
    registerEndRoute(routes, deps);
  });

  const sweepEvery = opts.sweepEveryMs ?? SWEEP_EVERY_MS;
  if (sweepEvery > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepRooms(context)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'sweeping watch-together rooms failed'),
        )
        .finally(() => (running = false));
    }, sweepEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/** With Postgres, rooms' events cross servers through LISTEN/NOTIFY; SQLite is one process. */
async function clusterBus(app: FastifyInstance, database: AppDatabase): Promise<RoomBus> {
  if (database.kind !== 'postgres' || !database.connectionString) return memoryRoomBus();
  const bus = await startPostgresRoomBus({
    connectionString: database.connectionString,
    db: database.db,
    log: app.log,
  });
  app.addHook('onClose', () => bus.close());
  return bus;
}

/**
 * With accounts off there are no rooms: every /api/rooms path answers 404 'not offered' (the
 * client hides the feature; this says why to anything that asks anyway).
 */
export async function roomsNotOffered(app: FastifyInstance) {
  const notOffered = async () => {
    throw roomError(ROOM_ERROR_CODES.notOffered);
  };
  app.all(ROOM_PATHS.rooms, notOffered);
  app.all(`${ROOM_PATHS.rooms}/*`, notOffered);
}
