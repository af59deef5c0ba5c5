import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { streamProvidersResponseSchema } from '@/shared/player/provider-schema';
import { parseAnswer } from '@/client/api/parse-answer';

/** GET /api/stream-providers: which providers the player frames, and how. */
async function getStreamProviders(signal?: AbortSignal) {
  return parseAnswer(
    streamProvidersResponseSchema,
    await apiGet<unknown>('/api/stream-providers', signal),
  ).providers;
}

const streamProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['stream-providers'],
    queryFn: ({ signal }) => getStreamProviders(signal),
    staleTime: Infinity,
  });

export function useStreamProviders() {
  return useQuery(streamProvidersQueryOptions());
}
