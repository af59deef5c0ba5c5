import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '@/server/config';
import type { AppDatabase } from '@/server/db/app-database';
import { badRequest, notFound } from '@/server/http/errors';
import { clientAddressKey } from '@/server/limits/client-address';
import { databaseRateLimitStore } from '@/server/limits/database-rate-limit-store';
import { databaseDailyUsage, type DailyUsage } from '@/server/limits/daily-usage';
import { HttpError } from '@/server/http/errors';
import { credentialProblem, isValidEmail } from '@/shared/auth/credential-rules';
import { forbiddenOrigin, siteOrigin } from '@/server/http/trusted-origin';
import { authError, tooManyRequests } from './auth-errors';
import { forward, passCookies, hasTrustedOrigin, publicUser, send } from './auth-forward';
import { guardedAttempt, signedInUser, type AuthRouteContext } from './auth-route-context';
import { AuthLimits, defaultAuthLimits, type AuthLimitSettings } from './auth-limits';
import { fetchHeaders, keyFrom, userKeyFrom, type AccountsHandle } from './accounts-handle';
import { readSession } from './read-session';
import { deviceCookies, type DeviceCookies } from './device-cookie';
import {
  AUTH_BASE_PATH,
  createAuth,
  createPasskeyAuth,
  migrateAuthTables,
  type Auth,
  type AuthTables,
  type PasskeyAuth,
} from './create-auth';
import { liveSessionIds } from './live-sessions';
import { resolveAuthSecret } from './auth-secret';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { clearProfileCookie } from '@/server/profiles/profile-choice-cookie';
import { registerListSessionsRoute } from './sessions/list-sessions-route';
import { registerRevokeOtherSessionsRoute } from './sessions/revoke-other-sessions-route';
import { registerRevokeSessionRoute } from './sessions/revoke-session-route';
import { registerSecurityStatusRoute } from './security-status-route';
import { registerEnableTwoFactorRoute } from './two-factor/enable-two-factor-route';
import { registerDisableTwoFactorRoute } from './two-factor/disable-two-factor-route';
import { registerVerifyTwoFactorRoute } from './two-factor/verify-two-factor-route';
import { registerPasskeyRegistrationRoutes } from './passkeys/passkey-registration-routes';
import { registerPasskeySignInRoutes } from './passkeys/passkey-sign-in-routes';
import { registerDeletePasskeyRoute } from './passkeys/delete-passkey-route';

export interface AuthPluginOptions {
  config: Config;
  /** The app's database, opened and migrated by the app: the accounts live there too. */
  database: AppDatabase;
  /** Filled in here, for the routes that need to know who is signed in. */
  accounts?: AccountsHandle;
  /**
   * Tests pass a shorter window or a clock; the defaults are the product's numbers
   * (docs/product.md#sessions).
   */
  limits?: Partial<AuthLimitSettings>;
  now?: () => number;
  /** The wait before a guess after failures; tests record it instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

const signInBody = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  rememberMe: z.boolean().optional(),
});
const signUpBody = signInBody.extend({ name: z.string().max(200).optional() });

/**
 * Mounts better-auth under /api/auth. Only the calls the app makes are exposed; every
 * state-changing call passes the origin check first, sign-in and sign-up the rate limits too
 * (reading or ending one's own sessions is never refused), and every failure leaves through
 * auth-errors.ts with the product's codes (docs/product.md#sign-in-and-sign-up-errors). Success
 * bodies carry the user only, never a token.
 */
/** Addresses get `callsPerMinutePerIp` calls per window. */
const CALL_WINDOW_MS = 60_000;

export async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const { config, database } = opts;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const anonymous = config.AUTH_MODE === 'anonymous';
  let auth: Auth | undefined;
  let passkeyAuth: (() => Promise<PasskeyAuth>) | undefined;
  let limits: AuthLimits | undefined;
  let devices: DeviceCookies | undefined;
  let signUps: DailyUsage | undefined;
  let takeCall: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const databaseUp = database.up;
  if (!anonymous) {
    // Our own tables are the app's migrations; better-auth's follow its options (plugins).
    await migrateAuthTables(config, database);
    const secret = await resolveAuthSecret(config, database);
    auth = createAuth(config, database, secret, app.log);
    let loading: Promise<PasskeyAuth> | undefined;
    passkeyAuth = () =>
      (loading ??= createPasskeyAuth(config, database, secret, app.log).catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
    // Loaded once the server listens (start-up does not wait for it), or at the first passkey
    // call if that comes first (tests through inject never listen).
    const warm = passkeyAuth;
    app.addHook('onListen', async () => {
      warm().catch((error: unknown) =>
        app.log.error({ err: error }, 'the passkey module could not be loaded'),
      );
    });
    devices = deviceCookies(secret);
    const settings = {
      ...defaultAuthLimits,
      callsPerMinutePerIp: config.AUTH_RATE_LIMIT_PER_MINUTE,
      ...opts.limits,
    };
    limits = new AuthLimits(database.db, settings, opts.now);
    signUps = databaseDailyUsage(database.db, opts.now);
    // Calls per address go through the same limiter as the chat's and the library's, counted
    // in the database so every server process shares them.
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(database.db, 'auth', opts.now),
    });
    takeCall = app.createRateLimit({
      max: settings.callsPerMinutePerIp,
      timeWindow: CALL_WINDOW_MS,
      keyGenerator: (request) => `ip:${clientAddressKey(request.ip)}`,
    });
    if (opts.accounts) {
      const library = auth;
      // A session the library could not read is an outage (read-session.ts): a signed-in
      // visitor then gets 503 from the library and the chat, never the 401 of a signed-out one
      // (their device would sign itself out).
      const sessionOf = async (request: FastifyRequest) => {
        const { found } = await readSession(library, request, databaseUp);
        return found ? { userId: found.user.id, sessionId: found.session.id } : null;
      };
      opts.accounts.sessionOf = sessionOf;
      opts.accounts.userOf = async (request) => (await sessionOf(request))?.userId ?? null;
      opts.accounts.opaqueUserKey = userKeyFrom(secret);
      opts.accounts.keyFor = keyFrom(secret);
      opts.accounts.accountName = async (userId) =>
        (await (await library.$context).internalAdapter.findUserById(userId))?.name ?? null;
      opts.accounts.liveSessions = (ids, now) =>
        liveSessionIds(database.db as unknown as Kysely<AuthTables>, ids, now);
    }
  }
  const originOf = siteOrigin(config);
  const publicHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  /** Marks this browser as one that has signed in to `email` (device-cookie.ts). */
  const rememberDevice = (reply: FastifyReply, email: string) =>
    reply.header(
      'set-cookie',
      devices!.remember(
        reply.request.headers.cookie,
        email,
        publicHttps || reply.request.protocol === 'https',
      ),
    );

  // A failure while the database is down is an outage (503), not the visitor's fault: sign-in,
  // sign-up and the limits all need the database (docs/product.md#sessions).
  app.setErrorHandler(outageAwareErrorHandler(() => databaseUp()));

  if (auth) {
    // The devices on /account (docs/product.md#devices): better-auth's session calls, answered
    // without tokens.
    const context = {
      auth,
      trustedOrigin: (r: FastifyRequest) => hasTrustedOrigin(r, originOf(r)),
      sessionsEnded: (userId: string) => opts.accounts?.sessionsEnded(userId),
    };
    registerListSessionsRoute(app, context);
    registerRevokeSessionRoute(app, context);
    registerRevokeOtherSessionsRoute(app, context);
  }
  // The code step, two-factor's set-up and passkeys (docs/product.md#two-factor-and-passkeys),
  // under the same origin check and limits as sign-in.
  const routeContext: AuthRouteContext | undefined =
    auth && passkeyAuth && limits && devices
      ? {
          auth,
          passkeyAuth,
          limits,
          devices,
          originOf,
          trustedOrigin: (r) => hasTrustedOrigin(r, originOf(r)),
          takeCall: async (request) => {
            const call = await takeCall!(request);
            if (call.isAllowed || !call.isExceeded) return { allowed: true, retryAfterS: 0 };
            return { allowed: false, retryAfterS: Math.max(1, call.ttlInSeconds) };
          },
          sleep,
          rememberDevice,
          libraryBytes: async (userId) => {
            const row = await database.db
              .selectFrom('library_user')
              .select('stored_bytes')
              .where('user_id', '=', userId)
              .executeTakeFirst();
            return Number(row?.stored_bytes ?? 0);
          },
        }
      : undefined;
  if (routeContext && opts.accounts) {
    const context = routeContext;
    opts.accounts.confirmPassword = async (request, password) => {
      const user = await signedInUser(context, request);
      if (!user) return false;
      const response = await guardedAttempt(context, request, user.email, () =>
        context.auth.api.verifyPassword({
          body: { password },
          headers: fetchHeaders(request),
          asResponse: true,
        }),
      );
      return response.ok;
    };
  }
  if (routeContext) {
    registerSecurityStatusRoute(app, routeContext);
    registerEnableTwoFactorRoute(app, routeContext);
    registerDisableTwoFactorRoute(app, routeContext);
    registerVerifyTwoFactorRoute(app, routeContext);
    registerPasskeyRegistrationRoutes(app, routeContext);
    registerPasskeySignInRoutes(app, routeContext);
    registerDeletePasskeyRoute(app, routeContext);
  }

  app.get(`${AUTH_BASE_PATH}/get-session`, async (request, reply) => {
    // Never kept by the browser or a proxy: it names the person signed in.
    reply.header('cache-control', 'no-store');
    if (!auth) return { user: null };
    const { found, headers } = await readSession(auth, request, databaseUp);
    passCookies(headers, reply);
    return { user: found ? publicUser(found.user) : null };
  });

  app.post<{ Params: { '*': string } }>(`${AUTH_BASE_PATH}/*`, async (request, reply) => {
    const action = request.params['*'];
    if (!['sign-in/email', 'sign-up/email', 'sign-out'].includes(action)) {
      throw notFound(`No route for POST ${AUTH_BASE_PATH}/${action}`);
    }
    if (!auth || !limits) throw authError('operation-not-allowed');
    if (!hasTrustedOrigin(request, originOf(request))) throw forbiddenOrigin();
    // Signing out is never refused: it only ends the caller's own session, and a busy shared
    // address (an office, a school) must not keep anyone signed in against their will.
    if (action === 'sign-out') {
      // Whose session this is, asked before it ends, so that their live streams hear of it.
      const ending = await auth.api
        .getSession({ headers: fetchHeaders(request) })
        .catch(() => null);
      const response = await forward(auth, request, originOf(request), {});
      const answer = await send(response, reply);
      if (ending) opts.accounts?.sessionsEnded(ending.user.id);
      // This device's choice of profile ends with the session.
      reply.header('set-cookie', clearProfileCookie(publicHttps || request.protocol === 'https'));
      // The browser drops what its HTTP cache holds of this origin (pages, answers): nothing of
      // the person stays there for the next one on this browser (docs/product.md#sessions).
      reply.header('clear-site-data', '"cache"');
      return answer;
    }
    const call = await takeCall!(request);
    if (!call.isAllowed && call.isExceeded) {
      // When the email is blocked for longer, say so: Retry-After is the time that will work.
      const email = (request.body as { email?: unknown } | null)?.email;
      const gate =
        action === 'sign-in/email' && typeof email === 'string'
          ? await limits.checkSignIn(email, request.ip)
          : undefined;
      throw tooManyRequests(
        Math.max(1, call.ttlInSeconds, gate?.allowed ? 0 : (gate?.retryAfterS ?? 0)),
      );
    }

    const isSignUp = action === 'sign-up/email';
    const parsed = (isSignUp ? signUpBody : signInBody).safeParse(request.body);
    if (!parsed.success) throw malformedBody(parsed.error, isSignUp);
    const body = { ...parsed.data, email: parsed.data.email.trim().toLowerCase() };
    if (!isValidEmail(body.email)) throw authError('invalid-email');

    if (isSignUp) {
      // The server holds the same password rules as the form (docs/product.md#validation-messages).
      if (credentialProblem(body)) throw authError('weak-password');
      const name = 'name' in body && typeof body.name === 'string' ? body.name.trim() : '';
      // New accounts per address per day: every account brings its own allowances (catalogue,
      // chat, library), so one address cannot open them by the hundred. A sign-up that fails
      // (the email is taken) gives its place back.
      const signUpKey = `signups:${clientAddressKey(request.ip)}`;
      if (!(await signUps!.take(signUpKey, config.SIGNUPS_PER_ADDRESS_PER_DAY))) {
        throw tooManySignUps((opts.now ?? Date.now)());
      }
      let answer;
      try {
        answer = await send(
          await forward(auth, request, originOf(request), { ...body, name }),
          reply,
        );
      } catch (error) {
        await signUps!.giveBack(signUpKey);
        throw error;
      }
      // Signing up signs in (autoSignIn): this browser is now known to the account.
      rememberDevice(reply, body.email);
      return answer;
    }

    // The failure slot is taken before the password is checked, so parallel guesses queue up
    // behind the limit instead of all passing it (see AuthLimits and guardedAttempt).
    // A browser that has signed in to this email before is not slowed by failures from
    // elsewhere; it still counts against its own address's limit.
    const response = await guardedAttempt(routeContext!, request, body.email, () =>
      forward(auth!, request, originOf(request), body),
    );
    const answer = await send(response, reply);
    // With two-factor on, the browser is known to the account only once the code is right.
    if (answer.user) rememberDevice(reply, body.email);
    return answer;
  });
}

/** Past the day's sign-ups from one address: until the next UTC day, when the count starts again. */
function tooManySignUps(now: number) {
  const nextDay = new Date(now);
  nextDay.setUTCHours(24, 0, 0, 0);
  const wait = Math.max(1, Math.ceil((nextDay.getTime() - now) / 1000));
  const hours = Math.ceil(wait / 3600);
  return new HttpError(
    429,
    'too-many-requests',
    `Too many new accounts from this network today. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    { 'retry-after': String(wait) },
  );
}

/** A body of the wrong shape gets the code of the field that is wrong. */
function malformedBody(error: z.ZodError, isSignUp: boolean) {
  const field = error.issues[0]?.path[0];
  if (field === 'password') return authError(isSignUp ? 'weak-password' : 'invalid-credential');
  if (field === 'email' || field === undefined) return authError('invalid-email');
  return badRequest(`${String(field)}: ${error.issues[0]?.message ?? 'is invalid'}`);
}
