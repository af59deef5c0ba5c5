import { apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { parseSessionAnswer, type SessionAnswer } from './get-session';

/**
 * POST /api/auth/two-factor/verify-totp or /verify-backup-code { code }: the sign-in's code
 * step, after a right password on an account with two-factor (docs/product.md#two-factor-and-passkeys).
 */
export async function verifySignInCode(code: string, backup: boolean): Promise<SessionAnswer> {
  const path = backup ? ACCOUNT_SECURITY_PATHS.verifyBackupCode : ACCOUNT_SECURITY_PATHS.verifyTotp;
  return parseSessionAnswer(await apiRequest<unknown>(path, { method: 'POST', body: { code } }));
}
