import { apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';

/** POST /api/auth/two-factor/verify-totp { code }, signed in: turns two-factor on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.verifyTotp, { method: 'POST', body: { code } });
}
