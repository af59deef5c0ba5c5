import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { registerPasskeyBodySchema } from '../account-security-bodies';
import { readAnswer } from '../auth-forward';
import {
  signedInCall,
  signedInUser,
  twoFactorErrors,
  type AuthRouteContext,
} from '../auth-route-context';
import { forwardToPasskeys } from './forward-to-passkeys';

/**
 * 'Add a passkey' (docs/product.md#two-factor-and-passkeys), one WebAuthn ceremony in two calls:
 * GET the options (a challenge, kept by better-auth under a short-lived cookie), then POST what
 * the authenticator signed. Signed-in users only; the answer names no key material.
 */
export function registerPasskeyRegistrationRoutes(app: FastifyInstance, context: AuthRouteContext) {
  app.get(ACCOUNT_SECURITY_PATHS.passkeyRegisterOptions, async (request, reply) => {
    if (!(await signedInUser(context, request))) throw twoFactorErrors.signInRequired();
    const response = await forwardToPasskeys(context, request);
    return readAnswer(response, reply);
  });

  app.post(ACCOUNT_SECURITY_PATHS.passkeyRegister, async (request, reply) => {
    const { body } = await signedInCall(context, request, registerPasskeyBodySchema);
    await readAnswer(await forwardToPasskeys(context, request, body), reply);
    return { success: true };
  });
}
