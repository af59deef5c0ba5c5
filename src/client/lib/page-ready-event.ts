/**
 * Tells the page-start script (src/client/page-start/early-clicks.ts) that React has the page:
 * presses it held while the app loaded are given now. An event, not an import: the page-start
 * script is the one script the server's page loads first, and it shares no code with the app.
 */
export function announcePageReady() {
  document.dispatchEvent(new Event('nexus:page-ready'));
}
