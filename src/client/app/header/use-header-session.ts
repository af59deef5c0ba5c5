import { useAuthStatus, type AuthStatus } from '@/client/features/auth/hooks/auth-state';

/**
 * The header's view of the session. With accounts off (AUTH_MODE=anonymous) every visitor gets
 * the full navigation.
 */
export function useHeaderSession(): { signedIn: boolean; status: AuthStatus } {
  const status = useAuthStatus();
  return { signedIn: status === 'signed-in' || status === 'anonymous', status };
}
