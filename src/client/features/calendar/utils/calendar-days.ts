import { addDays, dayInZone } from '@/client/lib/day-format';
import {
  CALENDAR_DAYS_AHEAD,
  CALENDAR_DAYS_BACK,
  type CalendarEpisode,
} from '@/shared/calendar/calendar-api';

/** The calendar's days around `today`, in the visitor's zone (docs/product.md#upcoming). */
export interface CalendarWindow {
  today: string;
  from: string;
  to: string;
}

/**
 * The window the page and the home row ask for: 7 days back, 60 ahead, around the visitor's
 * today. Both ask for the same window, so they share one answer.
 */
export function calendarWindow(now: number | Date, timeZone?: string): CalendarWindow {
  const today = dayInZone(now, timeZone);
  return {
    today,
    from: addDays(today, -CALENDAR_DAYS_BACK),
    to: addDays(today, CALENDAR_DAYS_AHEAD),
  };
}

export interface DayGroup {
  day: string;
  episodes: CalendarEpisode[];
}

/**
 * The episodes by day: what airs from today on (nearest first), and what aired in the days
 * before (latest first, so 'Yesterday' leads 'Recently aired'). Dates are days (`YYYY-MM-DD`),
 * so comparing their text compares the days.
 */
export function groupByDay(
  episodes: readonly CalendarEpisode[],
  today: string,
): { coming: DayGroup[]; recent: DayGroup[] } {
  const byDay = new Map<string, CalendarEpisode[]>();
  for (const episode of episodes) {
    const list = byDay.get(episode.airDate);
    if (list) list.push(episode);
    else byDay.set(episode.airDate, [episode]);
  }
  const groups = [...byDay]
    .map(([day, list]) => ({ day, episodes: list }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return {
    coming: groups.filter((group) => group.day >= today),
    recent: groups.filter((group) => group.day < today).reverse(),
  };
}

/** An episode can be played once its day has come (a day has no hour: today counts). */
export const hasAired = (episode: CalendarEpisode, today: string) => episode.airDate <= today;

/** The home row's cards: from today on, the nearest first, at most `limit`. */
export function comingEpisodes(
  episodes: readonly CalendarEpisode[],
  today: string,
  limit: number,
): CalendarEpisode[] {
  return episodes
    .filter((episode) => episode.airDate >= today)
    .sort((a, b) => a.airDate.localeCompare(b.airDate))
    .slice(0, limit);
}

/** The `S1E2` code an episode goes by everywhere in the app. */
export const episodeCode = (episode: Pick<CalendarEpisode, 'season' | 'episode'>) =>
  `S${episode.season}E${episode.episode}`;

/** One key per episode, for React lists. */
export const episodeKey = (episode: CalendarEpisode) =>
  `${episode.seriesId}-${episode.season}-${episode.episode}`;
