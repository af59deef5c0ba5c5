import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_PATHS, deletePasskeyBodySchema } from '@/shared/auth/account-security';
import { forward, readAnswer } from '../auth-forward';
import { signedInCall, type AuthRouteContext } from '../auth-route-context';

/**
 * POST /api/auth/passkey/delete-passkey { id }: removes one passkey of the signed-in account;
 * better-auth refuses a passkey of another account.
 */
export function registerDeletePasskeyRoute(app: FastifyInstance, context: AuthRouteContext) {
  app.post(ACCOUNT_SECURITY_PATHS.deletePasskey, async (request, reply) => {
    const { body } = await signedInCall(context, request, deletePasskeyBodySchema);
    await readAnswer(await forward(context.auth, request, context.originOf(request), body), reply);
    return { success: true };
  });
}
