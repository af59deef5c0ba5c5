import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { streamProvidersResponseSchema } from '@/shared/player/provider-schema';

/** GET /api/stream-providers: which providers the player frames, and how. */
export async function getStreamProviders(signal?: AbortSignal) {
  return streamProvidersResponseSchema.parse(await apiGet<unknown>('/api/stream-providers', signal))
    .providers;
}

export const streamProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['stream-providers'],
    queryFn: ({ signal }) => getStreamProviders(signal),
    staleTime: Infinity,
  });

export function useStreamProviders() {
  return useQuery(streamProvidersQueryOptions());
}
