import type { FastifyInstance } from 'fastify';
import { forbiddenOrigin } from '@/server/http/trusted-origin';
import { DEVICE_SESSION_PATHS } from '@/shared/auth/device-sessions';
import { callerSession, type SessionRoutesContext } from './session-routes-context';

/** POST /api/auth/revoke-other-sessions: every device of the account but this one signs out. */
export function registerRevokeOtherSessionsRoute(
  app: FastifyInstance,
  context: SessionRoutesContext,
) {
  app.post(DEVICE_SESSION_PATHS.revokeOthers, async (request, reply) => {
    if (!context.trustedOrigin(request)) throw forbiddenOrigin();
    const { headers, userId } = await callerSession(context, request);
    await context.auth.api.revokeOtherSessions({ headers });
    context.sessionsEnded(userId);
    reply.header('cache-control', 'no-store');
    return { success: true };
  });
}
