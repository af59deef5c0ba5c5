import ical from 'ical-generator';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';

/** The feed's name in calendar apps (the text, kept exactly). */
const FEED_NAME = 'NEXUS – Upcoming episodes';
/** What the feed tells calendar apps about polling: at most hourly, like its cache. */
const REFRESH_SECONDS = 3600;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `S01E02`. */
const episodeCode = (season: number, episode: number) =>
  `S${twoDigits(season)}E${twoDigits(episode)}`;

/** `Series – S01E02 – Title` (en dashes), the title left out when TMDB has none yet. */
function eventSummary(episode: CalendarEpisode) {
  const parts = [episode.seriesName, episodeCode(episode.season, episode.episode)];
  if (episode.title.trim()) parts.push(episode.title.trim());
  return parts.join(' – ');
}

/**
 * Same for the same episode in every build, across resets and on every server: calendar apps
 * update an event of the same UID instead of adding another.
 */
const eventUid = (episode: CalendarEpisode, host: string) =>
  `nexus-${episode.seriesId}-s${twoDigits(episode.season)}e${twoDigits(episode.episode)}@${host}`;

/**
 * The iCal text of a feed (RFC 5545, written by ical-generator, decision 0032): one all-day
 * event per episode on its air date (TMDB gives a date, no time), with a link to the episode in
 * NEXUS. Nothing of the account goes in: no email, no profile name.
 */
export function buildFeed(options: {
  episodes: readonly CalendarEpisode[];
  /** The site's origin, `https://host`, for the links and the UIDs. */
  origin: string;
  /** When the feed was built (each event's DTSTAMP). */
  builtAt: Date;
}) {
  const host = new URL(options.origin).host;
  const calendar = ical({
    name: FEED_NAME,
    prodId: { company: 'NEXUS', product: 'upcoming-episodes', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const episode of options.episodes) {
    const link = `${options.origin}/watch/tv/${episode.seriesId}/${episode.season}/${episode.episode}`;
    calendar.createEvent({
      id: eventUid(episode, host),
      // Midnight UTC of the air date: an all-day event is written as that date (VALUE=DATE).
      start: new Date(`${episode.airDate}T00:00:00Z`),
      allDay: true,
      stamp: options.builtAt,
      summary: eventSummary(episode),
      description: link,
      url: link,
    });
  }
  return calendar.toString();
}
