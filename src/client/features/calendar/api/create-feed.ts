import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { CALENDAR_PATHS, calendarFeedCreatedSchema } from '@/shared/calendar/calendar-api';
import { feedHeaders } from './feed-headers';
import { feedStatusQueryKey } from './get-feed-status';

/**
 * POST /api/calendar/feed: makes the feed, or replaces its link ('Reset link': the old one stops
 * working). The answer is the only time the URL is known.
 */
async function createFeed() {
  return parseAnswer(
    calendarFeedCreatedSchema,
    await apiRequest<unknown>(CALENDAR_PATHS.feed, { method: 'POST', headers: feedHeaders() }),
  );
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: ({ createdAt }) =>
      queryClient.setQueryData(feedStatusQueryKey, { exists: true, createdAt }),
  });
}
