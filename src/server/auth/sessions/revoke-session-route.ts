import type { FastifyInstance } from 'fastify';
import { forbiddenOrigin } from '@/server/http/trusted-origin';
import { parseInput } from '@/server/http/validate';
import { DEVICE_SESSION_PATHS, revokeSessionBodySchema } from '@/shared/auth/device-sessions';
import { callerSession, sessionErrors, type SessionRoutesContext } from './session-routes-context';

/**
 * POST /api/auth/revoke-session { id }: signs one other device of the account out. The page
 * knows sessions by id only, so the token better-auth's revoke-session needs is looked up here,
 * among the caller's own sessions: another account's session cannot be named.
 */
export function registerRevokeSessionRoute(app: FastifyInstance, context: SessionRoutesContext) {
  app.post(DEVICE_SESSION_PATHS.revoke, async (request, reply) => {
    if (!context.trustedOrigin(request)) throw forbiddenOrigin();
    const { headers, sessionId, userId } = await callerSession(context, request);
    const { id } = parseInput(revokeSessionBodySchema, request.body);
    // Signing this device out goes through sign-out, which also clears its cookie.
    if (id === sessionId) throw sessionErrors.thisDevice();
    const sessions = await context.auth.api.listSessions({ headers });
    const target = sessions.find((session) => session.id === id);
    if (!target) throw sessionErrors.unknownDevice();
    await context.auth.api.revokeSession({ headers, body: { token: target.token } });
    context.sessionsEnded(userId);
    reply.header('cache-control', 'no-store');
    return { success: true };
  });
}
