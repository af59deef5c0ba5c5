import type { FastifyRequest } from 'fastify';
import { HttpError } from '@/server/http/errors';
import { fetchHeaders } from '../accounts-handle';
import type { Auth } from '../create-auth';

/** What the device-session routes share: the auth library and the plugin's origin check. */
export interface SessionRoutesContext {
  auth: Auth;
  /** True when a state-changing call comes from our own page. */
  trustedOrigin: (request: FastifyRequest) => boolean;
  /** Tells the user's live streams, on every server, that sessions of theirs ended. */
  sessionsEnded: (userId: string) => void;
}

export const sessionErrors = {
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in to see your devices.'),
  unknownDevice: () => new HttpError(404, 'unknown-device', 'That device is already signed out.'),
  thisDevice: () =>
    new HttpError(400, 'current-session', 'This is the device you are using: sign out instead.'),
};

/**
 * The caller's session, from its cookie (the database, not a cache: a revoked one is gone at
 * once), and the Fetch headers the auth library's own calls need. No session: 401.
 */
export async function callerSession(context: SessionRoutesContext, request: FastifyRequest) {
  const headers = fetchHeaders(request);
  const found = await context.auth.api.getSession({ headers });
  if (!found) throw sessionErrors.unauthorized();
  return { headers, sessionId: found.session.id, userId: found.user.id };
}
