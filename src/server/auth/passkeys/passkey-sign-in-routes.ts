import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { passkeySignInBodySchema } from '../account-security-bodies';
import { tooManyRequests } from '../auth-errors';
import { readAnswer, send } from '../auth-forward';
import { admitCall, type AuthRouteContext } from '../auth-route-context';
import { forwardToPasskeys } from './forward-to-passkeys';

/**
 * 'Use a passkey' (docs/product.md#two-factor-and-passkeys): GET a challenge, then POST
 * the authenticator's signature of it. There is no secret to guess, so only the per-address call
 * limit applies (each challenge is a row in the database). A disabled account is refused by the
 * same session hook as a password sign-in (create-auth.ts).
 */
export function registerPasskeySignInRoutes(app: FastifyInstance, context: AuthRouteContext) {
  app.get(ACCOUNT_SECURITY_PATHS.passkeySignInOptions, async (request, reply) => {
    const call = await context.takeCall(request);
    if (!call.allowed) throw tooManyRequests(call.retryAfterS);
    const response = await forwardToPasskeys(context, request);
    return readAnswer(response, reply);
  });

  app.post(ACCOUNT_SECURITY_PATHS.passkeySignIn, async (request, reply) => {
    await admitCall(context, request);
    const body = parseInput(passkeySignInBodySchema, request.body);
    const response = await forwardToPasskeys(context, request, body);
    const answer = await send(response, reply);
    if (answer.user) context.rememberDevice(reply, answer.user.email);
    return answer;
  });
}
