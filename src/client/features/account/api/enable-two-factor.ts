import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { enableTwoFactorAnswerSchema } from '@/shared/auth/account-security';

/**
 * POST /api/auth/two-factor/enable { password }: the secret (as an otpauth URI) and ten backup
 * codes. Two-factor is not on yet: a code from the app confirms it (confirm-two-factor.ts).
 */
export async function enableTwoFactor(password: string) {
  return parseAnswer(
    enableTwoFactorAnswerSchema,
    await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.enableTwoFactor, {
      method: 'POST',
      body: { password },
    }),
  );
}
