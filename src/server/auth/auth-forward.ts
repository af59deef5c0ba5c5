import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '@/server/http/secure-cookies';
import { requestOrigin } from '@/server/http/trusted-origin';
import { fromLibraryError } from './auth-errors';
import type { Auth, PasskeyAuth } from './create-auth';

/** Builds a Fetch Request from the Fastify one and lets better-auth answer it. */
export function forward(
  auth: Auth | PasskeyAuth,
  request: FastifyRequest,
  origin: string,
  body: unknown,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const init: RequestInit = { method: request.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return auth.handler(new Request(`${origin}${request.url}`, init));
}

/**
 * Passes the library's cookies on. Served over HTTPS (directly, or behind a trusted proxy that
 * says so) they are marked Secure even without PUBLIC_URL, which is what turns it on upfront.
 */
function copyHeaders(response: Response, reply: FastifyReply) {
  passCookies(response.headers, reply);
}

/** The cookies of a library call's headers, passed on as `copyHeaders` does. */
export function passCookies(headers: Headers, reply: FastifyReply) {
  const cookies = secureCookies(headers.getSetCookie(), reply.request.protocol === 'https');
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** A library answer's body, its cookies passed on; a failure becomes our error. */
export async function readAnswer<T = Record<string, unknown>>(
  response: Response,
  reply: FastifyReply,
): Promise<T> {
  const data = (await response.json().catch(() => null)) as T | null;
  if (!response.ok) throw fromLibraryError(response.status, data);
  copyHeaders(response, reply);
  reply.header('cache-control', 'no-store');
  return (data ?? {}) as T;
}

interface SignInSource {
  user?: PublicUserSource;
  twoFactorRedirect?: boolean;
}

/**
 * The answer to a sign-in, sign-up or sign-out: the user, or, when the password was right and
 * the account has two-factor on, that the code is needed next (docs/product.md#two-factor-and-passkeys).
 */
export async function send(response: Response, reply: FastifyReply) {
  const data = await readAnswer<SignInSource>(response, reply);
  if (data.twoFactorRedirect) return { twoFactorRequired: true as const };
  return data.user ? { user: publicUser(data.user) } : { success: true };
}

/** Stricter than the rule for the other calls (trusted-origin.ts): an origin is required. */
export function hasTrustedOrigin(request: FastifyRequest, expected: string) {
  return requestOrigin(request) === expected;
}

export interface PublicUserSource {
  id: string;
  email: string;
  name?: string | null;
}

/** What the browser learns about the user: no token, no internal flags. */
export function publicUser(user: PublicUserSource) {
  return { id: user.id, email: user.email, name: user.name ?? '' };
}
