import { translate } from '@/server/i18n/server-messages';
import type { Language } from '@/shared/i18n/languages';
import { NOTICE_MESSAGES } from './notice-messages';

/** What the service worker reads from a push (service-worker/push-notices.ts shows it). */
export interface PushNotice {
  title: string;
  body: string;
  /** Where a click opens: the episode, or the home page for a summary. */
  url: string;
  /** One notification per episode: a repeated push replaces it instead of stacking. */
  tag: string;
}

export interface NoticeEpisode {
  seriesId: number;
  seriesName: string;
  season: number;
  episode: number;
  title: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const episodeCode = (e: { season: number; episode: number }) =>
  `S${two(e.season)}E${two(e.episode)}`;

/** A summary names at most this many series; a push must stay well under 4 KB. */
const SUMMARY_SERIES = 3;
const MAX_TEXT = 200;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One notice per episode: 'New episode: Series – S01E02', the episode's title below. */
export function episodeNotice(language: Language, e: NoticeEpisode): PushNotice {
  return {
    title: clip(
      translate(language, NOTICE_MESSAGES.title, { series: e.seriesName, code: episodeCode(e) }),
    ),
    body: clip(e.title || translate(language, NOTICE_MESSAGES.untitled, { episode: e.episode })),
    url: `/watch/tv/${e.seriesId}/${e.season}/${e.episode}`,
    tag: `episode-${e.seriesId}-${e.season}-${e.episode}`,
  };
}

/** One notice for several episodes at once: how many, and of which series. */
export function summaryNotice(language: Language, episodes: readonly NoticeEpisode[]): PushNotice {
  const names = [...new Set(episodes.map((e) => e.seriesName))];
  const shown =
    names.slice(0, SUMMARY_SERIES).join(', ') + (names.length > SUMMARY_SERIES ? ', …' : '');
  return {
    title: translate(language, NOTICE_MESSAGES.summaryTitle, { count: episodes.length }),
    body: clip(translate(language, NOTICE_MESSAGES.summaryBody, { series: shown })),
    url: '/',
    tag: 'new-episodes',
  };
}
