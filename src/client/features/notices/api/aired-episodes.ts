import { parseAnswer } from '@/client/api/parse-answer';
import { apiGet } from '@/client/lib/api-client';
import {
  CALENDAR_MAX_IDS,
  calendarEpisodesAnswerSchema,
  calendarEpisodesPath,
  type CalendarEpisode,
} from '@/shared/calendar/calendar-api';
import type { Language } from '@/shared/i18n/languages';

/**
 * The episodes of these series that aired between two dates (the calendar's endpoint, public:
 * the ids come from the library in this browser). Empty for no series, without asking.
 */
export async function fetchAiredEpisodes(
  seriesIds: readonly number[],
  from: string,
  to: string,
  language: Language,
  signal?: AbortSignal,
): Promise<CalendarEpisode[]> {
  const ids = seriesIds.slice(0, CALENDAR_MAX_IDS);
  if (ids.length === 0) return [];
  const answer = parseAnswer(
    calendarEpisodesAnswerSchema,
    await apiGet<unknown>(calendarEpisodesPath(ids, from, to, language), signal),
  );
  return answer.episodes;
}
