import { create } from 'zustand';

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

export const useSessionUser = create<SessionUserState>()((set) => ({
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

export const isSignedIn = (state: Pick<SessionUserState, 'name'>) => state.name !== '';
