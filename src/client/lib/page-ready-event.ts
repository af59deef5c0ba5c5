import { useLayoutEffect } from 'react';

/**
 * Tells the page-start script (src/client/page-start/early-clicks.ts) that React has the page:
 * presses it held while the app loaded are given now. An event, not an import: the page-start
 * script is the one script the server's page loads first, and it shares no code with the app.
 */
export function announcePageReady() {
  document.dispatchEvent(new Event('nexus:page-ready'));
}

/**
 * Tells the page-start script that React has just hydrated a part of the page (the header and
 * the layout around the page, or the route's page itself): what was typed, ticked or chosen
 * there early is handed to React now. It cannot wait for the page to be ready: the render that
 * follows hydration (the browser's own library, `useHydrated`) writes React's state back into
 * every field it controls, and React's state still holds the server's empty form. A layout
 * effect, so it runs in the hydration's commit, before that render.
 */
export function useAnnounceHydrated(part: 'header' | 'page') {
  useLayoutEffect(() => {
    document.dispatchEvent(new CustomEvent('nexus:page-hydrated', { detail: part }));
  }, [part]);
}
