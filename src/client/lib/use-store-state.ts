import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

/**
 * A zustand store's state in a component, like zustand's own hook except while the page
 * hydrates: zustand then reads the store's initial state, but a page rendered on the server was
 * rendered from the state the page came with (who is signed in), which the store already holds
 * by then. Reading the current state both times keeps the first render the server's.
 */
export function useStoreState<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
