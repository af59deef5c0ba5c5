import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who a request's session belongs to, and which session it is. */
export interface RequestSession {
  userId: string;
  sessionId: string;
}

/**
 * What other parts of the server may ask of the accounts, filled in by the auth plugin when it
 * starts: who the request's session belongs to and which sessions still live. With accounts off
 * nobody is signed in. The database itself is the app's (db/app-database.ts), not this handle's.
 */
export interface AccountsHandle {
  /** The signed-in user's id, or null (no session, expired, revoked, disabled). */
  userOf: (request: FastifyRequest) => Promise<string | null>;
  /** The same, with the session's id (live streams end when their session does). */
  sessionOf: (request: FastifyRequest) => Promise<RequestSession | null>;
  /**
   * Called when sessions of a user end through the app (sign-out, a device signed out from
   * another): the library plugin sets it, so the user's live streams check theirs at once.
   */
  sessionsEnded: (userId: string) => void;
  /**
   * A stable key for a user that does not reveal the id, the same in every server process of
   * one deployment (it is keyed with the server secret): what crosses Postgres NOTIFY.
   */
  opaqueUserKey: (userId: string) => string;
  /** Which of these sessions still exist and have not expired at `now` (live-sessions.ts). */
  liveSessions: (sessionIds: string[], now: number) => Promise<Set<string>>;
  /**
   * A key of its own for `purpose`, derived from the server secret (the same in every server
   * process of a deployment), for what another feature signs: the profile chosen on a device.
   */
  keyFor: (purpose: string) => Buffer;
  /**
   * Checks the signed-in user's account password, counted against the sign-in failure limits
   * like a sign-in (a PIN's set-up and 'Forgot PIN?'): true when it is right. Throws the
   * sign-in's 429 when the limits refuse, and 401 without a session.
   */
  confirmPassword: (request: FastifyRequest, password: string) => Promise<boolean>;
  /** The account's full name as it signed up ('' when blank), or null for no such account. */
  accountName: (userId: string) => Promise<string | null>;
}

export function createAccountsHandle(): AccountsHandle {
  const processKey = randomBytes(32).toString('hex');
  return {
    userOf: async () => null,
    sessionOf: async () => null,
    sessionsEnded: () => {},
    // Replaced by the auth plugin with one keyed by the server secret; until then (and with
    // accounts off) a key of this process alone.
    opaqueUserKey: userKeyFrom(randomBytes(32).toString('hex')),
    liveSessions: async () => new Set(),
    keyFor: keyFrom(processKey),
    confirmPassword: async () => false,
    accountName: async () => null,
  };
}

/** Keys for other purposes than the secret's own, derived so no two purposes share one. */
export function keyFrom(secret: string) {
  return (purpose: string) => createHmac('sha256', secret).update(`nexus ${purpose} key`).digest();
}

/**
 * An HMAC of the user id under a key derived from `secret` (never the secret itself, which
 * signs cookies), cut to 128 bits: unguessable and without collisions in practice.
 */
export function userKeyFrom(secret: string) {
  const key = createHmac('sha256', secret).update('nexus library notice key').digest();
  return (userId: string) =>
    createHmac('sha256', key).update(userId).digest('base64url').slice(0, 22);
}

/** The Fastify request's headers as Fetch headers, for the auth library's server-side API. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
