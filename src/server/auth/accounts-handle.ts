import type { FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/database';

/**
 * What other parts of the server may ask of the accounts, filled in by the auth plugin when it
 * starts: who the request's session belongs to, the shared database (for limits that must
 * hold across server processes) and whether it answers. With accounts off there is no database.
 */
export interface AccountsHandle {
  /** The signed-in user's id, or null (no session, expired, revoked, disabled). */
  userOf: (request: FastifyRequest) => Promise<string | null>;
  database: Database | null;
  /** Whether the accounts database answers (always true with accounts off: there is none). */
  databaseUp: () => Promise<boolean>;
}

export function createAccountsHandle(): AccountsHandle {
  return { userOf: async () => null, database: null, databaseUp: async () => true };
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
