import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after: what only the browser knows
 * (its storage, its clock, its screen) renders once this is true, so the server's HTML and the
 * first client render agree. Client-only renders (after a navigation) get true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
