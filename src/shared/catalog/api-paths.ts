/**
 * Catalogue API paths used by the browser and by the server, which preloads the first data of
 * a page from index.html: both must name the same URL, or the preload is fetched twice.
 */
export type ListMedia = 'movie' | 'tv';
export type ListKind = 'trending' | 'popular' | 'top_rated';

/** The six home rows: `/api/catalog/{trending/}{media}/{kind}`. */
export function catalogListPath(media: ListMedia, kind: ListKind, page: number) {
  const base =
    kind === 'trending' ? `/api/catalog/trending/${media}/week` : `/api/catalog/${media}/${kind}`;
  return `${base}?page=${page}`;
}

/** A title's detail page data: `/api/catalog/{movie|tv}/{id}`. */
export function titleDetailPath(media: ListMedia, id: number) {
  return `/api/catalog/${media}/${id}`;
}
