import { apiGet, apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';

/**
 * 'Add a passkey': GET the registration options, let the browser's authenticator make the key
 * (the WebAuthn module loads only now), POST its answer with the name given.
 */
export async function addPasskey(name: string): Promise<void> {
  const webauthn = await import('@/client/lib/webauthn');
  const options = await apiGet<Record<string, unknown>>(
    ACCOUNT_SECURITY_PATHS.passkeyRegisterOptions,
  );
  const response = await webauthn.createPasskey(options);
  await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.passkeyRegister, {
    method: 'POST',
    body: name ? { response, name } : { response },
  });
}
