import { apiRequest } from '@/client/lib/api-client';
import { parseSessionAnswer, type SessionAnswer } from './get-session';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * POST /api/auth/sign-in/email. The session arrives as an httpOnly cookie, never in the body.
 * With two-factor on, a right password answers `twoFactorRequired` and no session yet: the code
 * comes next (docs/product.md#two-factor-and-passkeys).
 */
export async function signIn(
  input: Credentials,
): Promise<SessionAnswer | { twoFactorRequired: true }> {
  const data = await apiRequest<{ twoFactorRequired?: true }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  return data?.twoFactorRequired ? { twoFactorRequired: true } : parseSessionAnswer(data);
}
