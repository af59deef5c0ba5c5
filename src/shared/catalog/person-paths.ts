/**
 * The person API paths (issue 30), apart from api-paths.ts because only lazy pages (the person
 * page, the search's People row) and the server's preloads use them: api-paths.ts is on the
 * first load.
 */

/** A person with their films and series: `/api/catalog/person/{id}`. */
export function personDetailPath(id: number) {
  return `/api/catalog/person/${id}`;
}

/** The people whose names match: `/api/catalog/search/person?query=…&page=…`. */
export function personSearchPath(query: string, page: number) {
  return `/api/catalog/search/person?${new URLSearchParams({ query, page: String(page) })}`;
}
