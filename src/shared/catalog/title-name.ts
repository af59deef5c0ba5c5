/**
 * Display name of any title: movies have `title`, series have `name`. Plain, so the browser
 * (valibot) and the server (zod) share it.
 */
export function titleName(t: { title?: string; name?: string }): string {
  return t.title ?? t.name ?? '';
}

/** Release or first-air date of any title. */
export function titleDate(t: { release_date?: string; first_air_date?: string }): string {
  return t.release_date ?? t.first_air_date ?? '';
}
