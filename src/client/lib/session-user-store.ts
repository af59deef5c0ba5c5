import { createContext, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand';
import { useStoreState } from './use-store-state';

/**
 * The session user (docs/product.md#sessions). Setting the user copies uid, email and
 * displayName; name falls back to displayName. A user counts as signed in when a name is present.
 * recentlyWatched keeps the 5 latest titles, newest first, one per (id, media_type).
 */
interface RecentlyWatchedItem {
  id: number;
  media_type: 'movie' | 'tv';
  title: string;
  poster_path: string | null;
}

interface SessionUserPayload {
  uid: string;
  email: string | null;
  displayName: string | null;
  name?: string | null;
}

interface SessionUserState {
  uid: string;
  name: string;
  email: string;
  displayName: string;
  recentlyWatched: RecentlyWatchedItem[];
  setUser: (payload: SessionUserPayload) => void;
  removeUser: () => void;
  addRecentlyWatched: (item: RecentlyWatchedItem) => void;
}

const RECENTLY_WATCHED_LIMIT = 5;

const signedOut = { uid: '', name: '', email: '', displayName: '', recentlyWatched: [] };

/** A store of the session user: the browser has one; the server makes one per page. */
export const createSessionUserStore = () =>
  createStore<SessionUserState>()((set) => ({
    ...signedOut,
    setUser: (payload) =>
      set({
        uid: payload.uid,
        email: payload.email ?? '',
        displayName: payload.displayName ?? '',
        name: payload.name || payload.displayName || '',
      }),
    removeUser: () => set({ ...signedOut, recentlyWatched: [] }),
    addRecentlyWatched: (item) =>
      set((state) => ({
        recentlyWatched: [
          item,
          ...state.recentlyWatched.filter(
            (entry) => !(entry.id === item.id && entry.media_type === item.media_type),
          ),
        ].slice(0, RECENTLY_WATCHED_LIMIT),
      })),
  }));

const browserStore = createSessionUserStore();

/**
 * Which store a component reads: the browser's own, unless the server's page renderer provides
 * the store of the visitor it renders for (src/client/entry-server.tsx), so that nothing of a
 * visitor is ever kept in module state on the server.
 */
export const SessionUserContext = createContext<StoreApi<SessionUserState>>(browserStore);

function useSessionUserHook<T = SessionUserState>(
  selector: (state: SessionUserState) => T = (state) => state as T,
): T {
  return useStoreState(useContext(SessionUserContext), selector);
}

/** The hook, plus the browser store's methods for code outside React (sign-in, sign-out). */
export const useSessionUser = Object.assign(useSessionUserHook, {
  getState: browserStore.getState,
  setState: browserStore.setState,
  subscribe: browserStore.subscribe,
});

export const isSignedIn = (state: Pick<SessionUserState, 'name'>) => state.name !== '';
