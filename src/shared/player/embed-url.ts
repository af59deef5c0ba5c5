import type { StreamProvider } from './provider-schema';

export interface EmbedTarget {
  type: 'movie' | 'tv';
  id: number;
  season?: number;
  episode?: number;
  /** Seconds to resume from. */
  start?: number;
  /** The title's IMDb id (tt…), for templates with `{imdb}`. */
  imdbId?: string | null;
}

const IMDB_ID = /^tt\d{5,10}$/;

/** Whether a template asks for the IMDb id: such a provider is skipped for titles without one. */
export function needsImdbId(
  provider: Pick<StreamProvider, 'movieUrl' | 'tvUrl'>,
  type: 'movie' | 'tv',
) {
  return (type === 'movie' ? provider.movieUrl : provider.tvUrl).includes('{imdb}');
}

/**
 * Fills a provider's template. Without a start time, a `name={start}` query parameter is
 * dropped, so providers that reject an empty or zero start still load. Returns '' when the
 * target cannot be expressed (the player shows its failure state for an empty URL).
 */
export function buildEmbedUrl(
  provider: Pick<StreamProvider, 'movieUrl' | 'tvUrl'>,
  target: EmbedTarget,
) {
  const template = target.type === 'movie' ? provider.movieUrl : provider.tvUrl;
  if (!template || !Number.isInteger(target.id) || target.id <= 0) return '';
  const season = target.season ?? 1;
  const episode = target.episode ?? 1;
  if (target.type === 'tv' && (!isPositiveInt(season) || !isPositiveInt(episode))) return '';
  const imdb = target.imdbId && IMDB_ID.test(target.imdbId) ? target.imdbId : null;
  if (template.includes('{imdb}') && imdb === null) return '';
  const start =
    target.start !== undefined && Number.isFinite(target.start) && target.start > 0
      ? String(Math.floor(target.start))
      : null;
  let url = template;
  if (start === null) {
    url = url.replace(/([?&])[^=&?#]+=\{start\}(&?)/, (_m, lead: string, trail: string) =>
      trail ? lead : '',
    );
    url = url.replace(/\{start\}/g, '0');
  }
  return url
    .replace(/\{imdb\}/g, imdb ?? '')
    .replace(/\{id\}/g, String(target.id))
    .replace(/\{season\}/g, String(season))
    .replace(/\{episode\}/g, String(episode))
    .replace(/\{start\}/g, start ?? '0');
}

/** Origins a template can frame, for the CSP's frame-src; our own paths need only 'self'. */
export function templateOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/\s?#]+)/.exec(template);
  return match?.[1] ?? null;
}

function isPositiveInt(n: number) {
  return Number.isInteger(n) && n > 0;
}
