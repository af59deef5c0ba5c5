import { HttpError } from '@/server/http/errors';
import { CALENDAR_ERROR_CODES } from '@/shared/calendar/calendar-api';

/** The calendar's error answers (English; the page shows its own text chosen by the code). */
export const calendarErrors = {
  unauthorized: () => new HttpError(401, 'unauthorized', 'Please sign in to use a calendar feed.'),
  notOffered: () =>
    new HttpError(
      404,
      CALENDAR_ERROR_CODES.notOffered,
      'Calendar feeds need accounts, which this server does not offer.',
    ),
  feedNotFound: () =>
    new HttpError(404, CALENDAR_ERROR_CODES.feedNotFound, 'No calendar feed at this address.'),
  tooManyRequests: (retryAfterS: number) =>
    new HttpError(
      429,
      CALENDAR_ERROR_CODES.tooManyRequests,
      `Too many requests for this feed. Please wait ${retryAfterS} seconds.`,
      { 'retry-after': String(retryAfterS) },
    ),
};
