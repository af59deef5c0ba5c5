import { beforeEach, describe, expect, it } from 'vitest';
import { isSignedIn, useSessionUser } from './session-user-store';

const item = (id: number, media_type: 'movie' | 'tv' = 'movie') => ({
  id,
  media_type,
  title: `T${id}`,
  poster_path: null,
});

describe('session user store', () => {
  beforeEach(() => useSessionUser.getState().removeUser());

  it('copies uid, email and displayName, and name falls back to displayName', () => {
    useSessionUser.getState().setUser({ uid: 'u1', email: 'a@b.co', displayName: 'Ada' });
    const state = useSessionUser.getState();
    expect([state.uid, state.email, state.displayName, state.name]).toEqual([
      'u1',
      'a@b.co',
      'Ada',
      'Ada',
    ]);
    expect(isSignedIn(state)).toBe(true);
  });

  it('is signed out without a name, and removeUser clears everything', () => {
    useSessionUser.getState().setUser({ uid: 'u1', email: 'a@b.co', displayName: null });
    expect(isSignedIn(useSessionUser.getState())).toBe(false);
    useSessionUser.getState().addRecentlyWatched(item(1));
    useSessionUser.getState().removeUser();
    expect(useSessionUser.getState()).toMatchObject({
      uid: '',
      name: '',
      email: '',
      displayName: '',
      recentlyWatched: [],
    });
  });

  it('keeps the 5 latest watched, newest first, deduplicated by id and media type', () => {
    const { addRecentlyWatched } = useSessionUser.getState();
    [1, 2, 3, 4, 5, 6].forEach((id) => addRecentlyWatched(item(id)));
    addRecentlyWatched(item(4));
    addRecentlyWatched(item(4, 'tv'));
    const ids = useSessionUser.getState().recentlyWatched.map((e) => `${e.media_type}${e.id}`);
    expect(ids).toEqual(['tv4', 'movie4', 'movie6', 'movie5', 'movie3']);
  });
});
