/**
 * Catalogue API paths used by the browser and by the server, which preloads the first data of
 * a page from index.html: both must name the same URL, or the preload is fetched twice. No other
 * file in the client spells an `/api/catalog` URL.
 *
 * Each names the language the answer is wanted in (issue 33: TMDB mode answers in the page's
 * language): `?language=fr`, left out for English, so the URLs of different languages differ
 * and every cache keyed by URL (the server's replay, the browser's, the service worker's)
 * keeps them apart without `Vary`.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import type { ListKind } from './title-schemas';

export type ListMedia = 'movie' | 'tv';
/** Search one media type, or both together (`multi`, ranked by the server). */
export type SearchScope = ListMedia | 'multi';

/** `path` asking for `language`: English, the server's default, adds nothing. */
function inLanguage(path: string, language: Language) {
  if (language === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

/** The six lists: `/api/catalog/{trending/}{media}/{kind}`, as TMDB v3 names them. */
export function catalogListPath(
  media: ListMedia,
  kind: ListKind,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
  /** Only titles on these services in this country (issue 34; popular and top rated only). */
  services?: { region: string; providers: string },
) {
  const base =
    kind === 'trending' ? `/api/catalog/trending/${media}/week` : `/api/catalog/${media}/${kind}`;
  const only = services
    ? `&${new URLSearchParams({ region: services.region, providers: services.providers })}`
    : '';
  return inLanguage(`${base}?page=${page}${only}`, language);
}

/** `/api/catalog/search/{movie|tv|multi}?query=…&page=…`. */
export function catalogSearchPath(
  scope: SearchScope,
  query: string,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  const search = new URLSearchParams({ query, page: String(page) });
  return inLanguage(`/api/catalog/search/${scope}?${search}`, language);
}

/** A title's detail page data: `/api/catalog/{movie|tv}/{id}`. */
export function titleDetailPath(
  media: ListMedia,
  id: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  return inLanguage(`/api/catalog/${media}/${id}`, language);
}

/** One season of a series with its episodes: `/api/catalog/tv/{id}/season/{n}`. */
export function tvSeasonPath(id: number, season: number, language: Language = DEFAULT_LANGUAGE) {
  return inLanguage(`/api/catalog/tv/${id}/season/${season}`, language);
}

/** Matches titles from another service's export, in batches (POST; shared/catalog/match-schemas.ts). */
export const catalogMatchPath = '/api/catalog/match';

/** A person (issue 30) with their films and series: `/api/catalog/person/{id}`. */
export function personDetailPath(id: number, language: Language = DEFAULT_LANGUAGE) {
  return inLanguage(`/api/catalog/person/${id}`, language);
}

/** The people whose names match: `/api/catalog/search/person?query=…&page=…`. */
export function personSearchPath(
  query: string,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  const search = new URLSearchParams({ query, page: String(page) });
  return inLanguage(`/api/catalog/search/person?${search}`, language);
}

/** Where a title can be watched in a country (issue 34): `/api/catalog/{media}/{id}/watch-providers`. */
export function titleWatchProvidersPath(media: ListMedia, id: number, region: string) {
  return `/api/catalog/${media}/${id}/watch-providers?region=${encodeURIComponent(region)}`;
}

/** The services TMDB lists in a country, films' and series' together. */
export function regionProvidersPath(region: string) {
  return `/api/catalog/watch-providers?region=${encodeURIComponent(region)}`;
}
