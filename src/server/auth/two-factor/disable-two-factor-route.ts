import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { passwordConfirmedCall, type AuthRouteContext } from '../auth-route-context';

/**
 * POST /api/auth/two-factor/disable { password }: 'Turn off' on the account page. Only after
 * the password (a session left open on a shared computer is not enough), counted against the
 * sign-in limits. The secret and the unused backup codes are deleted.
 */
export function registerDisableTwoFactorRoute(app: FastifyInstance, context: AuthRouteContext) {
  app.post(ACCOUNT_SECURITY_PATHS.disableTwoFactor, async (request, reply) => {
    await passwordConfirmedCall(context, request, reply);
    return { success: true };
  });
}
