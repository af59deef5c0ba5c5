import { useState } from 'react';
import { useNavigate } from '@/client/lib/router/router';
import { apiRequest } from '@/client/lib/api-client';
import { useSessionUser } from '@/client/lib/session-user-store';

/** LOGOUT only signs out (spec section 4); local data stays in this browser. */
export function useLogout() {
  const navigate = useNavigate();
  const removeUser = useSessionUser((state) => state.removeUser);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const logout = async () => {
    setState('working');
    try {
      await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
      removeUser();
      navigate('/', { replace: true });
    } catch {
      setState('failed');
    }
  };
  return { state, logout };
}
