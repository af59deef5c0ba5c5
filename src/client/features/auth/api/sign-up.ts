import { apiRequest } from '@/client/lib/api-client';
import { parseSessionAnswer, type SessionAnswer } from './get-session';
import type { Credentials } from './sign-in';

export interface SignUpInput extends Credentials {
  /** The full name; it becomes the display name. */
  name: string;
}

/** POST /api/auth/sign-up/email: creates the account and signs it in. */
export async function signUp(input: SignUpInput): Promise<SessionAnswer> {
  return parseSessionAnswer(
    await apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input }),
  );
}
