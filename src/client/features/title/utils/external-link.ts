/**
 * Opening links that leave NEXUS (docs/product.md#trailers-and-outbound-links). Trailers open only
 * on the video site's own hosts; every other URL is refused with a console warning. Parsing with
 * the URL parser (never string matching) is what defeats `javascript:` URLs, look-alike hosts such
 * as `youtube.com.evil.com`, and user-info tricks such as `https://youtube.com@evil.com`.
 */
const VIDEO_HOSTS: ReadonlySet<string> = new Set(['youtube.com', 'www.youtube.com', 'youtu.be']);

const VIDEO_WINDOW_FEATURES = 'noopener,noreferrer,width=1200,height=800';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True only for an https URL on one of the video site's three hosts, with no user info or port. */
export function isAllowedVideoUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    VIDEO_HOSTS.has(parsed.hostname)
  );
}

/** The watch page of a trailer; the key is URL-encoded so it cannot add a path or a query. */
export function trailerUrl(key: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(key)}`;
}

/** Opens an allowed video URL in a new window without opener or referrer; returns whether it did. */
export function openVideoUrl(url: string): boolean {
  if (!isAllowedVideoUrl(url)) {
    console.warn(`Blocked an external link to a host that is not allowed: ${url}`);
    return false;
  }
  window.open(url, '_blank', VIDEO_WINDOW_FEATURES);
  return true;
}

/** For plain outbound links (homepage): the URL when it is http(s), else null so no link is drawn. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/** The film-database page of an IMDb id, only for ids of IMDb's own shape. */
export function imdbUrl(imdbId: string | null | undefined): string | null {
  return imdbId && /^tt\d{1,10}$/.test(imdbId) ? `https://www.imdb.com/title/${imdbId}/` : null;
}

/** The movie-database page of a title. */
export function tmdbUrl(type: 'movie' | 'tv', id: number): string {
  return `https://www.themoviedb.org/${type}/${id}`;
}
