import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { CALENDAR_PATHS } from '@/shared/calendar/calendar-api';
import { feedHeaders } from './feed-headers';
import { feedStatusQueryKey } from './get-feed-status';

/** DELETE /api/calendar/feed: the feed is off, its link answers 404 from now on. */
async function deleteFeed(): Promise<void> {
  await apiRequest<unknown>(CALENDAR_PATHS.feed, { method: 'DELETE', headers: feedHeaders() });
}

export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: () =>
      queryClient.setQueryData(feedStatusQueryKey, { exists: false, createdAt: null }),
  });
}
