import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsHandle, RequestSession } from '@/server/auth/accounts-handle';
import { clientAddressKey } from '@/server/limits/client-address';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { registerChangesRoute } from './changes-route';
import { memoryChangeBus, type ChangeBus } from './change-bus';
import { libraryErrors } from './library-errors';
import {
  defaultLiveStreamSettings,
  liveStreams,
  type LiveStreams,
  type LiveStreamSettings,
} from './live-streams';
import { pruneLibrary } from './prune-library';
import { registerPushRoute } from './push-route';
import { registerStreamRoute } from './stream-route';
import { registerPluginRateLimit } from '@/server/limits/plugin-rate-limit';
import type { AppDatabase } from '@/server/db/app-database';
import type { Database } from '@/server/db/database';
import { startPostgresChangeBus } from './postgres-change-bus';
import { currentCursor } from './read-changes';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';

export interface LibraryPluginOptions {
  /** Who is signed in, and which sessions still live. */
  accounts: AccountsHandle;
  /** Which profile's library a request is for (the device's chosen profile). */
  profiles: ProfilesHandle;
  /** The app's database, which holds the libraries beside the accounts. */
  database: AppDatabase;
  /** Tests pass their own; otherwise Postgres's LISTEN/NOTIFY, or memory with SQLite. */
  bus?: ChangeBus;
  /** Tests and benchmarks set their own limit, or false to measure without one. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  streams?: Partial<LiveStreamSettings>;
  /** Tests move the server's clock (the clamp of `at`, tombstone ages). */
  now?: () => number;
  /** Told the live streams, whose caps other streams (watch together's) share. */
  onStreams?: (streams: LiveStreams) => void;
}

/**
 * Enough for a sync engine that pulls on focus, reconnect and each notice of several tabs and
 * devices, and pushes in batches; a loop gone wrong is stopped within a minute.
 */
const LIBRARY_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };
const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/**
 * The user's library on the server (issue 12): pull, push and a live stream under
 * /api/library, registered only in accounts mode (with accounts off the paths do not exist).
 * The user always comes from the session, never from the URL or the body.
 */
export async function libraryPlugin(app: FastifyInstance, opts: LibraryPluginOptions) {
  const { database } = opts;
  const now = opts.now ?? Date.now;
  const bus = opts.bus ?? (await clusterBus(app, database, opts.accounts.opaqueUserKey));
  const streams = liveStreams({ ...defaultLiveStreamSettings, ...opts.streams }, now, {
    liveSessions: (ids) => opts.accounts.liveSessions(ids, now()),
    onCheckFailed: (error) =>
      app.log.warn({ err: error }, 'library streams: their sessions could not be checked'),
  });
  opts.onStreams?.(streams);
  // A session ended through the app (sign-out, a device signed out from another) ends its
  // streams on every server within moments, not at their next heartbeat.
  opts.accounts.sessionsEnded = (userId) => bus.publishSessionsEnded(userId);
  const stopHearing = bus.subscribeSessionsEnded((userId) => void streams.sessionsEnded(userId));
  app.addHook('onClose', async () => stopHearing());
  const sessions = new WeakMap<FastifyRequest, RequestSession>();
  const libraries = new WeakMap<FastifyRequest, string>();
  const userOf = (request: FastifyRequest) => sessions.get(request)!.userId;
  const sessionOf = (request: FastifyRequest) => sessions.get(request)!.sessionId;
  // Each profile has its own library (docs/product.md#profiles): the routes read and write
  // the one of the profile this device chose, which the page names in a header.
  const libraryOf = (request: FastifyRequest) => libraries.get(request)!;

  app.setErrorHandler(
    outageAwareErrorHandler(database.up, (error) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? libraryErrors.batchTooLarge() : error,
    ),
  );

  // Before the body is read: nobody without a session gets a megabyte parsed.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await opts.accounts.sessionOf(request);
    if (!session) throw libraryErrors.unauthorized();
    sessions.set(request, session);
  });

  const limit = opts.rateLimit ?? LIBRARY_RATE_LIMIT;
  if (limit) {
    // Counted in the database, so every server process shares each user's budget.
    const limiter = await registerPluginRateLimit(app, database, 'library');
    const perUser = limiter(limit, (request) => `library:${userOf(request)}`);
    app.addHook('onRequest', async (request) => {
      const verdict = await perUser(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw libraryErrors.tooManyRequests(Math.max(1, verdict.ttlInSeconds));
      }
    });
  }

  // After the limit: a flood of calls over the limit costs no profile lookup.
  app.addHook('onRequest', async (request) => {
    libraries.set(request, await opts.profiles.libraryOf(request, userOf(request)));
  });

  registerChangesRoute(app, { db: database.db, userOf: libraryOf });
  registerPushRoute(app, { db: database.db, bus, userOf: libraryOf, now });
  registerStreamRoute(app, {
    db: database.db,
    bus,
    streams,
    userOf,
    libraryOf,
    sessionOf,
    addressOf: (request) => clientAddressKey(request.ip),
  });

  // Open streams would keep the server from closing; their browsers reconnect, to another server.
  app.addHook('preClose', async () => streams.closeAll(true));

  // Old tombstones are forgotten once a day, first a minute after start.
  const prune = () =>
    pruneLibrary(database.db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning old library tombstones failed'),
    );
  let timer = setTimeout(function again() {
    void prune();
    timer = setTimeout(again, PRUNE_EVERY_MS).unref();
  }, 60_000).unref();
  app.addHook('onClose', async () => clearTimeout(timer));
}

/**
 * With Postgres, several servers may share the database: pushes reach streams on every one of
 * them. SQLite is one process, so memory is enough.
 */
async function clusterBus(
  app: FastifyInstance,
  database: Database,
  userKey: (userId: string) => string,
): Promise<ChangeBus> {
  if (database.kind !== 'postgres' || !database.connectionString) return memoryChangeBus();
  const bus = await startPostgresChangeBus({
    connectionString: database.connectionString,
    db: database.db,
    cursorOf: (userId) => currentCursor(database.db, userId),
    userKey,
    log: app.log,
  });
  app.addHook('onClose', () => bus.close());
  return bus;
}
