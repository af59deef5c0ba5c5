import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/client/api/parse-answer';
import { CALENDAR_PATHS, calendarFeedStatusSchema } from '@/shared/calendar/calendar-api';

export const feedStatusQueryKey = ['calendar', 'feed'] as const;

/** GET /api/calendar/feed: whether this profile has a feed, and since when (never its URL). */
export function useFeedStatus(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: feedStatusQueryKey,
      queryFn: ({ signal }) => getParsed(CALENDAR_PATHS.feed, calendarFeedStatusSchema, signal),
      staleTime: 0,
      enabled,
    }),
  );
}
