import { useRatings, type RatingEntry } from '@/client/library/stores/ratings-store';
import { useStoredValue } from '@/client/library/stores/use-stored-value';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';

/**
 * The parts of the library a title page shows, kept live: a change in this tab, another tab or
 * from sync re-renders the page.
 */
export function useWatchedMarks(): WatchedMark[] {
  return useStoredValue((key) => key === watchStateKeys.marks, readWatchedMarks);
}

export function useRating(id: number, mediaType: RatingEntry['media_type']): number | null {
  return useRatings().find((r) => r.id === id && r.media_type === mediaType)?.rating ?? null;
}
