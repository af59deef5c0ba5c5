import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsHandle } from '@/server/auth/accounts-handle';
import type { Config } from '@/server/config';
import type { AppDatabase } from '@/server/db/app-database';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { forbiddenOrigin, requestOrigin, siteOrigin } from '@/server/http/trusted-origin';
import { registerPluginRateLimit } from '@/server/limits/plugin-rate-limit';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import type { NoticesCaller, NoticesContext } from './notices-context';
import { noticesErrors } from './notices-errors';
import { registerAddSubscriptionRoute } from './routes/add-subscription-route';
import { registerDeleteSubscriptionRoute } from './routes/delete-subscription-route';
import { registerPushKeyRoute } from './routes/push-key-route';
import { registerSeenReadRoute } from './routes/seen-read-route';
import { registerSeenWriteRoute } from './routes/seen-write-route';
import { clusterLeader } from './scheduler/cluster-leader';
import { noticeScheduler, type EpisodeLookup, type RunReport } from './scheduler/notice-scheduler';
import { resolveVapidKeys } from './vapid-keys';

/** What tests may reach: one scheduler tick (runs only on the cluster's leader). */
export interface NoticesControl {
  tick(): Promise<RunReport | null>;
}

export interface NoticesPluginOptions {
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'PUBLIC_URL'
    | 'NODE_ENV'
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
    | 'NOTICES_EVERY_MINUTES'
  >;
  accounts: AccountsHandle;
  profiles: ProfilesHandle;
  database: AppDatabase;
  /** The calendar's episode service (what aired when). */
  episodes: EpisodeLookup;
  now?: () => number;
  /** Tests receive the scheduler here and call it; the timer still runs at its pace. */
  control?: (control: NoticesControl) => void;
}

/** Generous for a page that reads the seen time on open and writes it on close. */
const NOTICES_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };

/**
 * New-episode notices (issue 34, docs/product.md#new-episode-notices), accounts mode: the bell's
 * seen-until time per profile, browsers' push subscriptions, and the scheduler that sends the
 * notices, on one server of a cluster.
 */
export async function noticesPlugin(app: FastifyInstance, opts: NoticesPluginOptions) {
  const { database, config, accounts } = opts;
  const now = opts.now ?? Date.now;
  const keys = await resolveVapidKeys(config, database);
  const callers = new WeakMap<FastifyRequest, NoticesCaller>();
  const originOf = siteOrigin(config);
  const context: NoticesContext = {
    db: database.db,
    now,
    keys,
    callerOf: (request) => callers.get(request)!,
    allowLoopbackHttp: config.NODE_ENV === 'test',
  };

  app.register(async (routes) => {
    routes.setErrorHandler(outageAwareErrorHandler(database.up));
    registerPushKeyRoute(routes, context);
  });

  app.register(async (routes) => {
    routes.setErrorHandler(outageAwareErrorHandler(database.up));
    routes.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Every change comes from our own page: a cross-site form cannot subscribe or clear.
      if (request.method !== 'GET' && requestOrigin(request) !== originOf(request))
        throw forbiddenOrigin();
      const session = await accounts.sessionOf(request);
      if (!session) throw noticesErrors.unauthorized();
      callers.set(request, { ...session, libraryId: '' });
    });
    // Counted in the database, so every server process shares each user's budget.
    const limiter = await registerPluginRateLimit(routes, database, 'notices');
    const perUser = limiter(
      NOTICES_RATE_LIMIT,
      (request) => `notices:${callers.get(request)!.userId}`,
    );
    routes.addHook('onRequest', async (request) => {
      const verdict = await perUser(request);
      if (!verdict.isAllowed && verdict.isExceeded)
        throw noticesErrors.tooManyRequests(Math.max(1, verdict.ttlInSeconds));
      // A browser leaving (DELETE) is the account's whichever profile it showed: no profile
      // check, which could refuse it after a switch of profile on another tab.
      if (request.method === 'DELETE') return;
      const caller = callers.get(request)!;
      caller.libraryId = await opts.profiles.libraryOf(request, caller.userId);
    });
    registerSeenReadRoute(routes, context);
    registerSeenWriteRoute(routes, context);
    registerAddSubscriptionRoute(routes, context);
    registerDeleteSubscriptionRoute(routes, context);
  });

  const scheduler = noticeScheduler({
    db: database.db,
    vapid: { ...keys, subject: vapidSubject(config) },
    episodes: opts.episodes,
    liveSessions: (ids, at) => accounts.liveSessions(ids, at),
    now,
    onError: (error) => app.log.warn({ err: error }, 'new-episode notices: a profile was skipped'),
  });

  // A session ended through the app (sign-out, a device signed out from another): its
  // subscriptions go at once, on whichever server it ended. Expired ones go at the next run.
  const before = accounts.sessionsEnded;
  accounts.sessionsEnded = (userId) => {
    before(userId);
    void removeEndedSubscriptions(userId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'new-episode notices: ended sessions kept their subscriptions'),
    );
  };
  async function removeEndedSubscriptions(userId: string) {
    const rows = await database.db
      .selectFrom('push_subscription')
      .select('session_id')
      .where('user_id', '=', userId)
      .execute();
    if (rows.length === 0) return;
    const live = await accounts.liveSessions(
      rows.map((row) => row.session_id),
      now(),
    );
    const ended = rows.map((row) => row.session_id).filter((id) => !live.has(id));
    if (ended.length > 0)
      await database.db
        .deleteFrom('push_subscription')
        .where('user_id', '=', userId)
        .where('session_id', 'in', ended)
        .execute();
  }

  const leader = clusterLeader(
    database.kind === 'postgres' ? database.connectionString : undefined,
    (error) =>
      app.log.warn(
        { err: error },
        'new-episode notices: the database could not be asked who sends them',
      ),
  );
  let running: Promise<RunReport> | null = null;
  const control: NoticesControl = {
    async tick() {
      if (running || !(await leader.leading())) return null;
      running = scheduler.runOnce();
      try {
        return await running;
      } finally {
        running = null;
      }
    },
  };
  opts.control?.(control);
  const timer = setInterval(() => {
    void control
      .tick()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'new-episode notices: the run failed'),
      );
  }, config.NOTICES_EVERY_MINUTES * 60_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
    await leader.close();
  });
}

/** Who push services may contact: VAPID_SUBJECT, else the site's https address. */
function vapidSubject(config: NoticesPluginOptions['config']) {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  return 'mailto:webmaster@example.invalid';
}
