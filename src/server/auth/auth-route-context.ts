import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@/server/http/errors';
import { forbiddenOrigin } from '@/server/http/trusted-origin';
import { parseInput, type SchemaOutput } from '@/server/http/validate';
import { passwordBodySchema } from './account-security-bodies';
import { fetchHeaders } from './accounts-handle';
import { tooManyRequests } from './auth-errors';
import { forward, readAnswer } from './auth-forward';
import type { AuthLimits, SignInOutcome } from './auth-limits';
import type { Auth, PasskeyAuth } from './create-auth';
import type { DeviceCookies } from './device-cookie';
import { pendingTwoFactorId } from './session-cookie';

/**
 * What the two-factor and passkey routes share with sign-in: the auth library, the origin
 * check, the calls-per-address limit and the failure limits with their growing waits.
 */
export interface AuthRouteContext {
  auth: Auth;
  /** The same library with passkeys, loaded once, after start-up (create-auth.ts). */
  passkeyAuth: () => Promise<PasskeyAuth>;
  limits: AuthLimits;
  devices: DeviceCookies;
  /** Our own origin for this request (PUBLIC_URL, else the request's). */
  originOf: (request: FastifyRequest) => string;
  /** True when a state-changing call comes from our own page. */
  trustedOrigin: (request: FastifyRequest) => boolean;
  /** Counts one call against the address's per-minute limit; false when it is over. */
  takeCall: (request: FastifyRequest) => Promise<{ allowed: boolean; retryAfterS: number }>;
  sleep: (ms: number) => Promise<void>;
  /** Marks this browser as one that has signed in to `email` (device-cookie.ts). */
  rememberDevice: (reply: FastifyReply, email: string) => void;
  /** Characters the account's synced library keeps on the server (its stored_bytes). */
  libraryBytes: (userId: string) => Promise<number>;
}

/** The origin check and the per-address call limit every state-changing auth call passes. */
export async function admitCall(context: AuthRouteContext, request: FastifyRequest) {
  if (!context.trustedOrigin(request)) throw forbiddenOrigin();
  const call = await context.takeCall(request);
  if (!call.allowed) throw tooManyRequests(call.retryAfterS);
}

/** The library's codes for a wrong password or a wrong code: a guess, counted as one. */
const GUESS_CODES = new Set(['INVALID_PASSWORD', 'INVALID_CODE', 'INVALID_BACKUP_CODE']);

/** How a checked secret (password or code) went, read from the library's answer. */
async function outcomeOf(response: Response): Promise<SignInOutcome> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; twoFactorRedirect?: boolean } | null;
  if (response.status === 401 || GUESS_CODES.has(body?.code ?? '')) return 'failed';
  if (!response.ok) return 'other';
  // The password was right but the code is still to come: not yet the owner, so this
  // address's failures are not forgotten (that would give a password holder endless codes).
  return body?.twoFactorRedirect ? 'other' : 'succeeded';
}

/**
 * Runs one check of a secret of `email`'s account under the sign-in failure limits
 * (auth-limits.ts): a wrong code counts exactly like a wrong password, with the same waits and
 * the same refusal (docs/product.md#sessions).
 */
export async function guardedAttempt(
  context: AuthRouteContext,
  request: FastifyRequest,
  email: string,
  check: () => Promise<Response>,
) {
  const knownDevice = context.devices.knows(request.headers.cookie, email);
  const gate = await context.limits.beginSignIn(email, request.ip, knownDevice);
  if (!gate.allowed) throw tooManyRequests(gate.retryAfterS);
  let outcome: SignInOutcome = 'other';
  try {
    // After failures from this address, each new guess waits longer (see failureDelayMs).
    if (gate.delayMs > 0) await context.sleep(gate.delayMs);
    const response = await check();
    outcome = await outcomeOf(response);
    return response;
  } finally {
    await context.limits.endSignIn(email, request.ip, gate.tokens, outcome);
  }
}

export const twoFactorErrors = {
  signInRequired: () => new HttpError(401, 'unauthorized', 'Please sign in first.'),
  expired: () =>
    new HttpError(
      401,
      'two-factor-expired',
      'This sign-in has expired. Please sign in again with your password.',
    ),
};

/** The signed-in user of this request, or null. */
export async function signedInUser(context: AuthRouteContext, request: FastifyRequest) {
  const found = await context.auth.api.getSession({ headers: fetchHeaders(request) });
  return found ? { id: found.user.id, email: found.user.email } : null;
}

/**
 * Whose code this is: the signed-in user (confirming the set-up), else the account whose
 * password was just accepted (the two-factor cookie names a pending sign-in). Null: neither.
 */
export async function codeOwnerEmail(context: AuthRouteContext, request: FastifyRequest) {
  const user = await signedInUser(context, request);
  if (user) return user.email;
  const pending = pendingTwoFactorId(request.headers.cookie);
  if (!pending) return null;
  const library = await context.auth.$context;
  const row = await library.internalAdapter.findVerificationValue(pending);
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  return (await library.internalAdapter.findUserById(row.value))?.email ?? null;
}

/** A state-changing call of the signed-in user: origin, call limit, session, then the body. */
export async function signedInCall<S extends Parameters<typeof parseInput>[0]>(
  context: AuthRouteContext,
  request: FastifyRequest,
  schema: S,
) {
  await admitCall(context, request);
  const user = await signedInUser(context, request);
  if (!user) throw twoFactorErrors.signInRequired();
  return { user, body: parseInput(schema, request.body) as SchemaOutput<S> };
}

/**
 * A two-factor change that needs the account's password (turning it on or off): the password
 * is checked by the library under the sign-in failure limits, as at sign-in.
 */
export async function passwordConfirmedCall(
  context: AuthRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { user, body } = await signedInCall(context, request, passwordBodySchema);
  const response = await guardedAttempt(context, request, user.email, () =>
    forward(context.auth, request, context.originOf(request), { password: body.password }),
  );
  try {
    return await readAnswer<Record<string, unknown>>(response, reply);
  } catch (error) {
    // Not a 401: the page takes any 401 as "your session ended" and would sign its user out.
    if (error instanceof HttpError && error.code === 'invalid-credential') {
      throw new HttpError(403, 'wrong-password', 'That password is not right.');
    }
    throw error;
  }
}

/**
 * A wrong code answers 400, never 401: on the account page (confirming the set-up) the page
 * takes any 401 as "your session ended" and would sign its user out.
 */
export function wrongCodeAnswer(error: unknown) {
  if (!(error instanceof HttpError)) return error;
  if (error.code === 'invalid-code') {
    return new HttpError(400, error.code, 'That code is not right. Please try again.');
  }
  if (error.code === 'invalid-backup-code') {
    return new HttpError(400, error.code, 'That backup code is not right, or was used already.');
  }
  return error;
}
