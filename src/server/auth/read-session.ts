import type { FastifyRequest } from 'fastify';
import { looksLikeDatabaseOutage } from '@/server/db/database-outage';
import { databaseUnavailable } from '@/server/http/errors';
import { fetchHeaders } from './accounts-handle';
import type { Auth } from './create-auth';

type Found = Awaited<ReturnType<Auth['api']['getSession']>>;

/**
 * The session a request carries, with the cookies the auth library sets while reading it (a
 * refreshed expiry, a deleted cookie). The library answers "no session" only when the session
 * table said so; when it could not read the table it throws, and that is an outage (503,
 * docs/product.md#sessions), never "no user", which would sign the device out.
 *
 * The outage is judged on the error itself first: the database probe remembers "up" for a second,
 * and Postgres can go away and come back between the failed read and a later probe.
 */
export async function readSession(
  auth: Auth,
  request: FastifyRequest,
  databaseUp: () => Promise<boolean>,
): Promise<{ found: Found; headers: Headers }> {
  try {
    const { headers, response } = await auth.api.getSession({
      headers: fetchHeaders(request),
      returnHeaders: true,
    });
    return { found: response, headers };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    // The library's own "this session is gone" (deleted while being refreshed) is no session.
    if (typeof status === 'number' && status < 500 && !looksLikeDatabaseOutage(error)) {
      const headers = (error as { headers?: unknown }).headers;
      return { found: null, headers: headers instanceof Headers ? headers : new Headers() };
    }
    if (looksLikeDatabaseOutage(error) || !(await databaseUp())) throw databaseUnavailable();
    throw error;
  }
}
