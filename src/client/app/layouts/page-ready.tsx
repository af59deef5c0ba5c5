import { useEffect } from 'react';
import { announcePageReady, useAnnounceHydrated } from '@/client/lib/page-ready-event';

/**
 * Rendered beside the route's page, inside its Suspense boundary, so its effect runs when the page
 * itself is React's (its chunk loaded and hydrated), not when the header around it is. Then the
 * page answers to the visitor: presses made on the server's page before are given
 * (page-start/early-clicks.ts), bench:web reads the `nexus:hydrated` mark, and journeys wait for the
 * attribute.
 */
export function PageReady() {
  // The route's page is hydrated in this commit (it may come after the header's, its chunk later).
  useAnnounceHydrated('page');
  useEffect(() => {
    // A task later: hydration renders what the server knew (no library), and React renders again
    // at once with this browser's; only then does a button say what it really does. Never
    // cancelled: presses must not stay held if this unmounts first.
    setTimeout(() => {
      announcePageReady();
      if (document.documentElement.dataset.hydrated === 'true') return;
      performance.mark('nexus:hydrated');
      document.documentElement.dataset.hydrated = 'true';
    }, 0);
  }, []);
  return null;
}
