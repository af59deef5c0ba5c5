import * as v from 'valibot';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';

/*
 * The calendar of upcoming episodes and its private iCal feed (issue 34,
 * docs/product.md#upcoming-and-the-calendar-feed). The page asks for the episodes of the series
 * it holds (signed out too: the ids come from the local library); the feed needs an account.
 */

/** At most this many series in one episodes request. */
export const CALENDAR_MAX_IDS = 100;
/** The longest window one episodes request may span, in days (`to` − `from`). */
export const CALENDAR_MAX_SPAN_DAYS = 90;
/** The calendar's window around today (by UTC date in the feed; the visitor's day on the page). */
export const CALENDAR_DAYS_BACK = 7;
export const CALENDAR_DAYS_AHEAD = 60;

export const CALENDAR_PATHS = {
  /** GET `?ids=1,2&from=YYYY-MM-DD&to=YYYY-MM-DD[&language=fr]`: `CalendarEpisodesAnswer`. */
  episodes: '/api/calendar/episodes',
  /**
   * Signed in only (401; 404 `not-offered` with accounts off), for this device's profile.
   * GET: `CalendarFeedStatus`. POST: 201 `CalendarFeedCreated`, creating the feed or replacing
   * its link ('Reset link': the old one answers 404 at once). DELETE: 204, the feed is off.
   */
  feed: '/api/calendar/feed',
  /** The feed itself, `text/calendar`, no session: `/api/calendar/{token}.ics`. */
  ics: (token: string) => `/api/calendar/${encodeURIComponent(token)}.ics`,
} as const;

/** The codes of the calendar's error answers, besides 400 `bad-request` and 401 `unauthorized`. */
export const CALENDAR_ERROR_CODES = {
  /** 404: the feed is not offered (accounts off: a feed needs an account). */
  notOffered: 'not-offered',
  /** 404: no feed with this link (never made, reset or turned off; a malformed one alike). */
  feedNotFound: 'feed-not-found',
  /** 429: the feed was asked for too often (Retry-After says when). */
  tooManyRequests: 'too-many-requests',
} as const;

const isoDate = v.pipe(v.string(), v.isoDate());

/** The episodes request's query: ids as one comma-separated list. */
export function calendarEpisodesPath(
  ids: readonly number[],
  from: string,
  to: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const search = new URLSearchParams({ ids: ids.join(','), from, to });
  if (language !== DEFAULT_LANGUAGE) search.set('language', language);
  return `${CALENDAR_PATHS.episodes}?${search}`;
}

/**
 * What makes an episode stand out: the first of the series or of a season, the last of a season
 * (TMDB's `episode_type: finale`, or the last of a season already complete), the last of a series
 * that has ended or was cancelled.
 */
const episodeLabelSchema = v.nullable(
  v.picklist(['series-premiere', 'season-premiere', 'season-finale', 'series-finale']),
);
export type EpisodeLabel = v.InferOutput<typeof episodeLabelSchema>;

const calendarEpisodeSchema = v.object({
  seriesId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  seriesName: v.string(),
  /** The same URL template as the catalogue's cards (read it with `imageUrl()`). */
  posterPath: v.nullable(v.string()),
  season: v.pipe(v.number(), v.integer(), v.minValue(0)),
  episode: v.pipe(v.number(), v.integer(), v.minValue(0)),
  title: v.string(),
  /** YYYY-MM-DD, as TMDB gives it (a date, no time of day). */
  airDate: isoDate,
  label: episodeLabelSchema,
});
export type CalendarEpisode = v.InferOutput<typeof calendarEpisodeSchema>;

export const calendarEpisodesAnswerSchema = v.object({
  /** `embedded`: the built-in catalogue holds no upcoming dates; the page says TMDB is needed. */
  source: v.picklist(['tmdb', 'embedded']),
  /** Sorted by air date, then series name, season, episode; only those inside [from, to]. */
  episodes: v.array(calendarEpisodeSchema),
});
export type CalendarEpisodesAnswer = v.InferOutput<typeof calendarEpisodesAnswerSchema>;

export const calendarFeedStatusSchema = v.object({
  exists: v.boolean(),
  /** ISO date-time of the current link's making, null without a feed. */
  createdAt: v.nullable(v.string()),
});
export type CalendarFeedStatus = v.InferOutput<typeof calendarFeedStatusSchema>;

export const calendarFeedCreatedSchema = v.object({
  /** Absolute: `https://host/api/calendar/{token}.ics`. Shown once: the server keeps a hash. */
  url: v.string(),
  createdAt: v.string(),
});
export type CalendarFeedCreated = v.InferOutput<typeof calendarFeedCreatedSchema>;
