import { apiRequest } from '@/client/lib/api-client';
import { applySession } from '../hooks/auth-state';

/**
 * POST /api/auth/sign-out: ends the session on the server (the cookie alone is not enough),
 * then clears the session user. Throws when the server could not be reached.
 */
export async function signOut(): Promise<void> {
  await apiRequest<unknown>('/api/auth/sign-out', { method: 'POST' });
  applySession({ user: null });
}
