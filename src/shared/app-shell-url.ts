/**
 * The page the service worker keeps for navigations that fail offline: served by the server
 * (src/server/http/spa-plugin.ts) as the app with its public settings and nobody's session.
 */
export const APP_SHELL_URL = '/app-shell.html';
