import { apiRequest } from '@/client/lib/api-client';
import { parseSessionAnswer, type SessionAnswer } from './get-session';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/auth/sign-in/email. The session arrives as an httpOnly cookie, never in the body. */
export async function signIn(input: Credentials): Promise<SessionAnswer> {
  return parseSessionAnswer(
    await apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input }),
  );
}
