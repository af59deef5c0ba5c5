import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { passwordConfirmedCall, type AuthRouteContext } from '../auth-route-context';

/**
 * POST /api/auth/two-factor/enable { password }: starts the set-up with an authenticator app
 * (docs/product.md#two-factor-and-passkeys). Answers the otpauth URI (the QR code and the
 * secret) and ten backup codes, shown once; two-factor is on only after a code confirms it
 * (verify-totp). A wrong password counts against the sign-in limits like one at sign-in.
 */
export function registerEnableTwoFactorRoute(app: FastifyInstance, context: AuthRouteContext) {
  app.post(ACCOUNT_SECURITY_PATHS.enableTwoFactor, async (request, reply) => {
    const data = await passwordConfirmedCall(context, request, reply);
    const codes = Array.isArray(data.backupCodes) ? data.backupCodes.map(String) : [];
    return { totpURI: String(data.totpURI ?? ''), backupCodes: codes };
  });
}
