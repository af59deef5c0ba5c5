import { betterAuth } from 'better-auth';
// The plugin's own entry: the plugins barrel loads every plugin (about 0.2 s of start-up).
import { twoFactor } from 'better-auth/plugins/two-factor';
import { APIError } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/database';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/auth/credential-rules';
import { passwordHashing } from './password-cost';

export const AUTH_BASE_PATH = '/api/auth';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** The part of better-auth's tables this project reads and writes directly (admin command). */
export interface AuthTables {
  user: {
    id: string;
    email: string;
    name: string;
    disabled: boolean | number;
    twoFactorEnabled: boolean | number | null;
    createdAt: Date;
  };
  passkey: { id: string; userId: string; name: string | null; createdAt: Date | string | null };
  /** `expiresAt` as each database's driver hands it back: a Date, or its text. */
  session: { id: string; userId: string; expiresAt: Date | string };
}

/** Creating tables signs nothing: the migrations get a stand-in for the signing secret. */
const MIGRATION_ONLY_SECRET = 'nexus-migrations-sign-nothing-with-this-secret';

function authOptions(config: Config, database: Database, secret: string, log?: FastifyBaseLogger) {
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return {
    appName: 'NEXUS',
    basePath: AUTH_BASE_PATH,
    // Without PUBLIC_URL the plugin builds each request's URL from its own host; the origin
    // check there decides what is trusted.
    baseURL: publicOrigin ?? { allowedHosts: ['*'] },
    secret,
    database: { db: database.db as unknown as Kysely<never>, type: database.kind },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // better-auth's scrypt, unless a test server asked for a cheap one (password-cost.ts).
      password: passwordHashing(config),
    },
    // Remember me: a 30-day session, refreshed daily while in use. Without it the cookie has no
    // Max-Age, so it ends with the browser session (better-auth's rememberMe: false).
    // freshAge 0: better-auth's list-sessions otherwise refuses a session older than a day, and
    // the devices panel must work for the 30-day session that most needs it. No call we expose
    // needs a freshly signed-in session.
    session: { expiresIn: THIRTY_DAYS_S, updateAge: 24 * 60 * 60, freshAge: 0 },
    user: {
      additionalFields: {
        // Set only by `npm run users -- disable`, never from a request.
        disabled: { type: 'boolean' as const, required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password check, so a disabled account is only revealed to its owner.
          before: async (session: { userId: string }) => {
            const row = await (database.db as unknown as Kysely<AuthTables>)
              .selectFrom('user')
              .select('disabled')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (row && Boolean(row.disabled)) {
              throw new APIError('FORBIDDEN', {
                code: 'USER_DISABLED',
                message: 'This account has been disabled.',
              });
            }
          },
        },
      },
    },
    // The origin is checked by the plugin for every state-changing call; better-auth checks it
    // again against the same list.
    trustedOrigins: (request?: Request) =>
      publicOrigin ? [publicOrigin] : request ? [new URL(request.url).origin] : [],
    // Our own limits (auth-limits.ts) apply, with the product's numbers (docs/product.md#sessions),
    // across server processes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: publicOrigin?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
    // Two-factor with an authenticator app (docs/product.md#two-factor-and-passkeys); passkeys
    // are added by createPasskeyAuth. Their tables come from our migrations (db/migrations.ts,
    // 0012); the user's twoFactorEnabled column from better-auth's helper, like the rest of its
    // user table.
    plugins: [twoFactor({ issuer: 'NEXUS', backupCodeOptions: { amount: 10 } })],
    telemetry: { enabled: false },
    logger: {
      level: 'error' as const,
      log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) =>
        log?.[level]({ component: 'better-auth' }, message),
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
export type PasskeyAuth = Awaited<ReturnType<typeof createPasskeyAuth>>;

/**
 * The auth library for everything but passkeys. `secret`: from resolveAuthSecret
 * (auth-secret.ts), the same on every server.
 */
export function createAuth(
  config: Config,
  database: Database,
  secret: string,
  log?: FastifyBaseLogger,
) {
  return betterAuth(authOptions(config, database, secret, log));
}

/**
 * The same auth library with the passkey plugin as well, for the passkey calls alone. Its module
 * (@simplewebauthn/server and its certificate parsers) took about a third of the server's
 * start-up, so it is loaded after the server listens (auth-plugin.ts), or at the first passkey
 * call. Both instances share the database, the secret and every other option: a session either
 * one makes is the other's too.
 */
export async function createPasskeyAuth(
  config: Config,
  database: Database,
  secret: string,
  log?: FastifyBaseLogger,
) {
  const { passkey } = await import('@better-auth/passkey');
  const options = authOptions(config, database, secret, log);
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return betterAuth({
    ...options,
    plugins: [
      ...options.plugins,
      passkey({
        rpName: 'NEXUS',
        // A passkey belongs to a host name. Without PUBLIC_URL the plugin's default (localhost)
        // holds, which is the only host a passkey works on then (README: Two-factor and passkeys).
        ...(publicOrigin ? { rpID: new URL(publicOrigin).hostname, origin: publicOrigin } : {}),
      }),
    ],
  });
}

/** Creates or updates better-auth's tables (user, session, account, verification). */
export async function migrateAuthTables(config: Config, database: Database) {
  const { runMigrations } = await getMigrations(
    authOptions(config, database, MIGRATION_ONLY_SECRET),
  );
  await runMigrations();
}
