import { apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';

/** POST /api/auth/two-factor/disable { password }: 'Turn off'. */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.disableTwoFactor, {
    method: 'POST',
    body: { password },
  });
}
