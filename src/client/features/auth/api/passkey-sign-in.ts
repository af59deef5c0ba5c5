import { apiGet, apiRequest } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { parseSessionAnswer, type SessionAnswer } from './get-session';

/**
 * 'Use a passkey': GET a challenge, let the browser's authenticator sign it (the
 * WebAuthn module loads only now), POST the signature (docs/product.md#two-factor-and-passkeys).
 */
export async function passkeySignIn(): Promise<SessionAnswer> {
  const webauthn = await import('@/client/lib/webauthn');
  const options = await apiGet<Record<string, unknown>>(
    ACCOUNT_SECURITY_PATHS.passkeySignInOptions,
  );
  const response = await webauthn.signWithPasskey(options);
  return parseSessionAnswer(
    await apiRequest<unknown>(ACCOUNT_SECURITY_PATHS.passkeySignIn, {
      method: 'POST',
      body: { response },
    }),
  );
}
