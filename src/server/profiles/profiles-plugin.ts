import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { AppDatabase } from '@/server/db/app-database';
import { outageAwareErrorHandler } from '@/server/db/outage-aware-errors';
import { forbiddenOrigin, siteOrigin } from '@/server/http/trusted-origin';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';
import { profileChoiceCookies } from './profile-choice-cookie';
import { profileErrors } from './profile-errors';
import { ensureProfiles, firstThenOldest } from './profile-rows';
import type { ProfileAccounts, ProfilesContext } from './profiles-context';
import type { ProfilesHandle } from './profiles-handle';
import { registerAddProfileRoute } from './routes/add-profile-route';
import { registerChangeProfileRoute } from './routes/change-profile-route';
import { registerChooseProfileRoutes } from './routes/choose-profile-route';
import { registerDeleteProfileRoute } from './routes/delete-profile-route';
import { registerListProfilesRoute } from './routes/list-profiles-route';
import { registerPinRoutes } from './routes/pin-routes';
import { registerProfileSettingsRoute } from './routes/profile-settings-route';

export interface ProfilesPluginOptions {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: ProfileAccounts;
  database: AppDatabase;
  /** Filled in here: the catalogue, the chat, the page renderer and the library read it. */
  profiles: ProfilesHandle;
  now?: () => number;
}

/**
 * Profiles for a household (issue 31, docs/product.md#profiles) under /api/profiles, in
 * accounts mode. Registered before the library, which asks the handle whose library a request
 * is for.
 */
export async function profilesPlugin(app: FastifyInstance, opts: ProfilesPluginOptions) {
  const { database, accounts } = opts;
  const now = opts.now ?? Date.now;
  const cookies = profileChoiceCookies(accounts.keyFor('profile choice'));
  const publicHttps = opts.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const context: ProfilesContext = {
    db: database.db,
    accounts,
    cookies,
    now,
    originOf: siteOrigin(opts.config),
    https: (request) => publicHttps || request.protocol === 'https',
  };

  // The cookie alone says it: no database on a catalogue request (profile-choice-cookie.ts).
  opts.profiles.viewerOf = async (request) => ({
    kids: cookies.read(request.headers.cookie)?.kids ?? false,
  });
  opts.profiles.libraryOf = (request, userId) => libraryOf(context, request, userId);
  opts.profiles.nameOf = async (request, userId) => {
    const profiles = await context.db
      .selectFrom('profile')
      .select(['id', 'name', 'first'])
      .where('user_id', '=', userId)
      .execute();
    const choice = cookies.read(request.headers.cookie);
    const chosen = choice && profiles.find((p) => p.id === choice.profileId);
    return (chosen || profiles.find((p) => Boolean(p.first)))?.name ?? null;
  };

  app.register(async (routes) => {
    routes.setErrorHandler(outageAwareErrorHandler(database.up));
    routes.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Every change to the household comes from our own page (a cross-site form cannot).
      if (request.method !== 'GET' && request.method !== 'HEAD')
        if (request.headers.origin !== context.originOf(request)) throw forbiddenOrigin();
    });
    registerListProfilesRoute(routes, context);
    registerAddProfileRoute(routes, context);
    registerChangeProfileRoute(routes, context);
    registerDeleteProfileRoute(routes, context);
    registerChooseProfileRoutes(routes, context);
    registerPinRoutes(routes, context);
    registerProfileSettingsRoute(routes, context);
  });
}

/**
 * The library of the profile this device chose, when it is the one the page names (header
 * `x-nexus-profile`, or `?profile=` on the stream; neither:
 * a page from before profiles, which means the first profile). A device that chose nothing
 * works on the first profile, unless it is locked.
 */
async function libraryOf(context: ProfilesContext, request: FastifyRequest, userId: string) {
  // The live stream names it in its query (an EventSource cannot send headers).
  const named = request.headers[PROFILE_HEADER] ?? (request.query as { profile?: unknown }).profile;
  // Every library call asks: only the columns it needs, never the avatars (up to 48 KB each).
  const lean = await context.db
    .selectFrom('profile')
    .select(['id', 'library_id', 'first', 'pin_hash', 'created'])
    .where('user_id', '=', userId)
    .execute();
  const profiles =
    lean.length > 0
      ? lean.sort(firstThenOldest)
      : await ensureProfiles(
          context.db,
          userId,
          () => context.accounts.accountName(userId),
          context.now(),
        );
  const first = profiles.find((p) => Boolean(p.first)) ?? profiles[0]!;
  const choice = context.cookies.read(request.headers.cookie);
  const chosen = choice ? profiles.find((p) => p.id === choice.profileId) : undefined;
  const expected = typeof named === 'string' && named !== '' ? named : first.id;
  if (chosen) {
    if (chosen.id !== expected) throw profileErrors.profileChanged();
    return chosen.library_id;
  }
  if (expected !== first.id) throw profileErrors.profileChanged();
  if (first.pin_hash !== null) throw profileErrors.profileLocked();
  return first.library_id;
}
