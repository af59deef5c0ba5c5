import { useState } from 'react';
import { apiRequest } from '@/client/lib/api-client';
import { useSessionUser } from '@/client/lib/session-user-store';

/**
 * LOGOUT only signs out (docs/product.md#profile); local data stays in this browser. It does not
 * navigate: the route guard sends the now signed-out visitor to `/` with this page as `from`, so
 * signing back in returns here.
 */
export function useLogout() {
  const removeUser = useSessionUser((state) => state.removeUser);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const logout = async () => {
    setState('working');
    try {
      await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
      removeUser();
    } catch {
      setState('failed');
    }
  };
  return { state, logout };
}
