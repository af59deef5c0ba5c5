/**
 * The server's public settings the page needs (src/server/http/spa-plugin.ts writes them into
 * the page's meta tag; the server's page renderer gets them directly).
 */
export interface ClientConfig {
  authMode: 'accounts' | 'anonymous';
  version: string;
  /** Where titles come from: only 'tmdb' ids are TMDB's, so only then may the page link to TMDB. */
  catalog: 'tmdb' | 'embedded';
}

/** The app's version label, as the spec prints it (v2.1.0). */
export const APP_VERSION = '2.1.0';
