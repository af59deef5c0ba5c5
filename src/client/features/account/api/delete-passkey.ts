import { apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';

/** POST /api/auth/passkey/delete-passkey { id }: removes one passkey of the account. */
export async function deletePasskey(id: string): Promise<void> {
  await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.deletePasskey, { method: 'POST', body: { id } });
}
