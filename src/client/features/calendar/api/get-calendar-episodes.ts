import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/client/api/parse-answer';
import { calendarEpisodesAnswerSchema, calendarEpisodesPath } from '@/shared/calendar/calendar-api';
import type { Language } from '@/shared/i18n/languages';
import type { CalendarWindow } from '../utils/calendar-days';

/** Air dates change rarely (the server caches them for an hour): no need to ask every visit. */
const EPISODES_STALE_MS = 30 * 60 * 1000;

/**
 * GET /api/calendar/episodes: the episodes of `ids` airing inside the window. The page and the
 * home row ask with the same key, so one answer serves both.
 */
function calendarEpisodesQueryOptions(
  ids: readonly number[],
  window: CalendarWindow,
  language: Language,
) {
  return queryOptions({
    queryKey: ['calendar', 'episodes', language, window.from, window.to, ids.join(',')],
    queryFn: ({ signal }) =>
      getParsed(
        calendarEpisodesPath(ids, window.from, window.to, language),
        calendarEpisodesAnswerSchema,
        signal,
      ),
    staleTime: EPISODES_STALE_MS,
  });
}

/** Asks only with series to ask about and a window (the browser's today, after hydration). */
export function useCalendarEpisodes(
  ids: readonly number[],
  window: CalendarWindow | null,
  language: Language,
) {
  const enabled = ids.length > 0 && window !== null;
  return useQuery({
    ...calendarEpisodesQueryOptions(ids, window ?? { today: '', from: '', to: '' }, language),
    enabled,
    // A series saved or a day turned asks again; the list stays meanwhile, without a skeleton.
    placeholderData: keepPreviousData,
  });
}
