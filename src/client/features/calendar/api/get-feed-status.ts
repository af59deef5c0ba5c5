import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { CALENDAR_PATHS, calendarFeedStatusSchema } from '@/shared/calendar/calendar-api';
import { feedHeaders } from './feed-headers';

export const feedStatusQueryKey = ['calendar', 'feed'] as const;

/** GET /api/calendar/feed: whether this profile has a feed, and since when (never its URL). */
export function useFeedStatus(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: feedStatusQueryKey,
      queryFn: async ({ signal }) =>
        parseAnswer(
          calendarFeedStatusSchema,
          await apiRequest<unknown>(CALENDAR_PATHS.feed, { signal, headers: feedHeaders() }),
        ),
      staleTime: 0,
      enabled,
    }),
  );
}
