/**
 * Marks cookies Secure when the visitor's request came over https (directly, or through a
 * trusted proxy that says so), whatever the request that produced them looked like: the page
 * builder asks the auth routes internally over plain http, and a session cookie refreshed on
 * that path must not lose Secure on its way to the browser.
 */
export function secureCookies(cookies: string[], https: boolean): string[] {
  if (!https) return cookies;
  return cookies.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`));
}
