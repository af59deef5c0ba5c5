import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { codeBodySchema } from '../account-security-bodies';
import { forward, send } from '../auth-forward';
import {
  admitCall,
  codeOwnerEmail,
  guardedAttempt,
  twoFactorErrors,
  wrongCodeAnswer,
  type AuthRouteContext,
} from '../auth-route-context';

/**
 * POST /api/auth/two-factor/verify-totp and /verify-backup-code { code }: the code step of a
 * sign-in whose password was right (the two-factor cookie names it), or the confirmation of a
 * set-up by the signed-in user. Every code is checked under the sign-in failure limits of the
 * account it belongs to: a wrong code is a failed sign-in (docs/product.md#sessions). better-auth
 * adds its own caps (5 tries per pending sign-in, a lock after 10 in a row).
 */
export function registerVerifyTwoFactorRoute(app: FastifyInstance, context: AuthRouteContext) {
  for (const path of [ACCOUNT_SECURITY_PATHS.verifyTotp, ACCOUNT_SECURITY_PATHS.verifyBackupCode]) {
    app.post(path, async (request, reply) => {
      await admitCall(context, request);
      const { code } = parseInput(codeBodySchema, request.body);
      const email = await codeOwnerEmail(context, request);
      if (!email) throw twoFactorErrors.expired();
      const response = await guardedAttempt(context, request, email, () =>
        forward(context.auth, request, context.originOf(request), { code }),
      );
      const answer = await send(response, reply).catch((error: unknown) => {
        throw wrongCodeAnswer(error);
      });
      if (answer.user) context.rememberDevice(reply, email);
      return answer;
    });
  }
}
