import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { ProfileChoiceCookies } from './profile-choice-cookie';
import { profileErrors } from './profile-errors';
import { ensureProfiles, type ProfileRow } from './profile-rows';

/**
 * What the profiles ask of the accounts (auth/accounts-handle.ts, which the app passes in: the
 * profiles sit below the auth layer, which clears their cookie at sign-out).
 */
export interface ProfileAccounts {
  sessionOf: (request: FastifyRequest) => Promise<{ userId: string } | null>;
  keyFor: (purpose: string) => Buffer;
  confirmPassword: (request: FastifyRequest, password: string) => Promise<boolean>;
  accountName: (userId: string) => Promise<string | null>;
}

/** What every profiles route shares. */
export interface ProfilesContext {
  db: Kysely<NexusTables>;
  accounts: ProfileAccounts;
  cookies: ProfileChoiceCookies;
  now: () => number;
  /** The page's own origin for this request, and whether it came over https. */
  originOf: (request: FastifyRequest) => string;
  https: (request: FastifyRequest) => boolean;
}

/** Who asks: the account, its profiles, and the one this device chose (null: none yet). */
export interface Asking {
  userId: string;
  profiles: ProfileRow[];
  first: ProfileRow;
  chosen: ProfileRow | null;
  /**
   * Whose rights the request has: the chosen profile, else the first one when it has no PIN
   * (a device that never chose acts as the account's own profile, as before profiles), else
   * nobody until a profile is opened.
   */
  acting: ProfileRow | null;
}

export async function askingAccount(
  context: ProfilesContext,
  request: FastifyRequest,
): Promise<Asking> {
  const session = await context.accounts.sessionOf(request);
  if (!session) throw profileErrors.unauthorized();
  const profiles = await ensureProfiles(
    context.db,
    session.userId,
    () => context.accounts.accountName(session.userId),
    context.now(),
  );
  const first = profiles.find((p) => Boolean(p.first)) ?? profiles[0]!;
  const choice = context.cookies.read(request.headers.cookie);
  const chosen = (choice && profiles.find((p) => p.id === choice.profileId)) || null;
  const acting = chosen ?? (first.pin_hash === null ? first : null);
  return { userId: session.userId, profiles, first, chosen, acting };
}

/**
 * A change to the household, by a grown-up profile opened on this device (that it comes from our
 * own page the plugin checks for every change: profiles-plugin.ts).
 */
export async function grownUpCall(context: ProfilesContext, request: FastifyRequest) {
  const asking = await askingAccount(context, request);
  if (!asking.acting) throw profileErrors.profileLocked();
  if (asking.acting.kids) throw profileErrors.kidsProfile();
  return asking;
}

/** The profile of this account named in the URL. */
export function profileIn(asking: Asking, id: string): ProfileRow {
  const profile = asking.profiles.find((p) => p.id === id);
  if (!profile) throw profileErrors.notFound();
  return profile;
}

/** This device now watches as `profile`. */
export function setChoice(
  context: ProfilesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  profile: ProfileRow,
) {
  const line = context.cookies.write(
    request.headers.cookie,
    { profileId: profile.id, kids: Boolean(profile.kids) },
    context.https(request),
  );
  if (line) reply.header('set-cookie', line);
}

/** The account password, checked under the sign-in limits; a wrong one is 403. */
export async function requirePassword(
  context: ProfilesContext,
  request: FastifyRequest,
  password: string,
) {
  if (!(await context.accounts.confirmPassword(request, password))) {
    throw profileErrors.wrongPassword();
  }
}
