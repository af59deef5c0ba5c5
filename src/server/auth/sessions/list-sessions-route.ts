import type { FastifyInstance } from 'fastify';
import { DEVICE_SESSION_PATHS, type DeviceSession } from '@/shared/auth/device-sessions';
import { callerSession, type SessionRoutesContext } from './session-routes-context';

/**
 * GET /api/auth/list-sessions: the account's active sessions through better-auth's own call,
 * reduced to what the devices panel shows (docs/product.md#devices). Tokens and addresses stay
 * on the server: a token in the page would be a session anyone reading it could take.
 */
export function registerListSessionsRoute(app: FastifyInstance, context: SessionRoutesContext) {
  app.get(DEVICE_SESSION_PATHS.list, async (request, reply) => {
    const { headers, sessionId } = await callerSession(context, request);
    const sessions = await context.auth.api.listSessions({ headers });
    reply.header('cache-control', 'no-store');
    return {
      sessions: sessions.map((session): DeviceSession => ({
        id: session.id,
        userAgent: (session.userAgent ?? '').slice(0, 1000),
        signedInAt: new Date(session.createdAt).toISOString(),
        lastActiveAt: new Date(session.updatedAt).toISOString(),
        current: session.id === sessionId,
      })),
    };
  });
}
