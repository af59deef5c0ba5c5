/**
 * Catalogue API paths used by the browser and by the server, which preloads the first data of
 * a page from index.html: both must name the same URL, or the preload is fetched twice. No other
 * file in the client spells an `/api/catalog` URL.
 */
export type ListMedia = 'movie' | 'tv';
export type ListKind = 'trending' | 'popular' | 'top_rated';
/** Search one media type, or both together (`multi`, ranked by the server). */
export type SearchScope = ListMedia | 'multi';

/** The six lists: `/api/catalog/{trending/}{media}/{kind}`, as TMDB v3 names them. */
export function catalogListPath(media: ListMedia, kind: ListKind, page: number) {
  const base =
    kind === 'trending' ? `/api/catalog/trending/${media}/week` : `/api/catalog/${media}/${kind}`;
  return `${base}?page=${page}`;
}

/** `/api/catalog/search/{movie|tv|multi}?query=…&page=…`. */
export function catalogSearchPath(scope: SearchScope, query: string, page: number) {
  return `/api/catalog/search/${scope}?${new URLSearchParams({ query, page: String(page) })}`;
}

/** A title's detail page data: `/api/catalog/{movie|tv}/{id}`. */
export function titleDetailPath(media: ListMedia, id: number) {
  return `/api/catalog/${media}/${id}`;
}

/** One season of a series with its episodes: `/api/catalog/tv/{id}/season/{n}`. */
export function tvSeasonPath(id: number, season: number) {
  return `/api/catalog/tv/${id}/season/${season}`;
}

/** Matches titles from another service's export, in batches (POST; shared/catalog/match-schemas.ts). */
export const catalogMatchPath = '/api/catalog/match';

/** A person (issue 30) with their films and series: `/api/catalog/person/{id}`. */
export function personDetailPath(id: number) {
  return `/api/catalog/person/${id}`;
}

/** The people whose names match: `/api/catalog/search/person?query=…&page=…`. */
export function personSearchPath(query: string, page: number) {
  return `/api/catalog/search/person?${new URLSearchParams({ query, page: String(page) })}`;
}
