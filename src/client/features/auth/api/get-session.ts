import { apiGet } from '@/client/lib/api-client';

/**
 * GET /api/auth/get-session: who is signed in, from the httpOnly session cookie. This file runs
 * in the entry chunk (header, protected layout), so it checks the answer by hand, no schema library.
 */
interface AuthUser {
  id: string;
  email: string;
  name: string;
}
export interface SessionAnswer {
  user: AuthUser | null;
}

export function parseSessionAnswer(data: unknown): SessionAnswer {
  const user = (data as { user?: unknown } | null)?.user as Partial<AuthUser> | null | undefined;
  if (user && typeof user.id === 'string' && typeof user.email === 'string') {
    const name = typeof user.name === 'string' ? user.name : '';
    return { user: { id: user.id, email: user.email, name } };
  }
  return { user: null };
}

export async function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return parseSessionAnswer(await apiGet<unknown>('/api/auth/get-session', signal));
}
