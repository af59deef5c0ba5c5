import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { DEVICE_SESSION_PATHS } from '@/shared/auth/device-sessions';
import { deviceSessionsQueryKey } from './list-sessions';

/** POST /api/auth/revoke-session { id }: signs one other device of the account out. */
async function revokeSession(id: string): Promise<void> {
  await apiRequest<unknown>(DEVICE_SESSION_PATHS.revoke, { method: 'POST', body: { id } });
}

/** The list is asked again after a revoke, failed or not: either way it may have changed. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}
