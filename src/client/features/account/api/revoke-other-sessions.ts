import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { DEVICE_SESSION_PATHS } from '@/shared/auth/device-sessions';
import { deviceSessionsQueryKey } from './list-sessions';

/** POST /api/auth/revoke-other-sessions: signs every device of the account but this one out. */
async function revokeOtherSessions(): Promise<void> {
  await apiRequest<unknown>(DEVICE_SESSION_PATHS.revokeOthers, { method: 'POST' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}
