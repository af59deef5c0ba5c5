import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiGet } from '@/client/lib/api-client';
import { DEVICE_SESSION_PATHS, deviceSessionsAnswerSchema } from '@/shared/auth/device-sessions';

/** GET /api/auth/list-sessions: the account's signed-in devices (docs/product.md#devices). */
async function listSessions(signal?: AbortSignal) {
  return parseAnswer(
    deviceSessionsAnswerSchema,
    await apiGet<unknown>(DEVICE_SESSION_PATHS.list, signal),
  ).sessions;
}

export const deviceSessionsQueryKey = ['auth', 'sessions'] as const;

const deviceSessionsQueryOptions = (enabled = true) =>
  queryOptions({
    enabled,
    queryKey: deviceSessionsQueryKey,
    queryFn: ({ signal }) => listSessions(signal),
    // Another device may sign in or out at any time: each visit to /account asks again.
    staleTime: 0,
  });

export function useDeviceSessions(enabled = true) {
  return useQuery(deviceSessionsQueryOptions(enabled));
}
