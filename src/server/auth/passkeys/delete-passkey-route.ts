import type { FastifyInstance } from 'fastify';
import { notFound } from '@/server/http/errors';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { deletePasskeyBodySchema } from '../account-security-bodies';
import { readAnswer } from '../auth-forward';
import { signedInCall, type AuthRouteContext } from '../auth-route-context';
import { forwardToPasskeys } from './forward-to-passkeys';

/**
 * POST /api/auth/passkey/delete-passkey { id }: removes one passkey of the signed-in account;
 * better-auth refuses a passkey of another account.
 */
export function registerDeletePasskeyRoute(app: FastifyInstance, context: AuthRouteContext) {
  app.post(ACCOUNT_SECURITY_PATHS.deletePasskey, async (request, reply) => {
    const { body } = await signedInCall(context, request, deletePasskeyBodySchema);
    const response = await forwardToPasskeys(context, request, body);
    // The library answers 401 for another account's passkey; the page would take a 401 as its
    // own session ending.
    if (response.status === 401)
      throw notFound('No such passkey on this account.', 'unknown-passkey');
    await readAnswer(response, reply);
    return { success: true };
  });
}
