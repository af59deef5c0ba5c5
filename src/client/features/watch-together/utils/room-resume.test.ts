import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetOfflineAccount } from '@/client/lib/offline-account';
import { storageKeys } from '@/client/lib/storage-keys';
import { apiError } from '@/client/testing/api-error';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { roomActions, useRoomStore } from '../hooks/room-store';
import { roomOfTwo } from '../testing/room-fixtures';
import { resumeRoom } from './room-resume';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  roomActions.clear();
  sessionStorage.clear();
  localStorage.clear();
});

const kept = () => sessionStorage.getItem(storageKeys.watchRoom);
/** A reload: the page's memory is gone, the tab's storage is not. */
const reload = () => useRoomStore.setState({ session: null });

describe('rejoining the room after a reload', () => {
  it('keeps only the room’s id, in this tab’s storage, and rejoins as the same member', async () => {
    roomActions.start(roomOfTwo('grace'), 'grace', null);
    expect(JSON.parse(kept()!)).toEqual({ roomId: 'room-1' });
    expect(localStorage.length).toBe(0);
    reload();
    server.use(
      http.get(`*${ROOM_PATHS.state('room-1')}`, () => HttpResponse.json(roomOfTwo('grace'))),
    );
    await resumeRoom();
    const session = useRoomStore.getState().session!;
    expect(session).toMatchObject({ roomId: 'room-1', memberId: 'grace', status: 'live' });
    expect(session.invite).toBeNull();
  });

  it('forgets the room when the server says this person is no longer in it', async () => {
    for (const [status, code] of [
      [404, 'room-not-found'],
      [410, 'room-ended'],
      [403, 'removed'],
      [401, 'unauthorized'],
    ] as const) {
      roomActions.start(roomOfTwo('grace'), 'grace', null);
      reload();
      server.use(http.get(`*${ROOM_PATHS.state('room-1')}`, () => apiError(status, code, 'No')));
      await resumeRoom();
      expect(useRoomStore.getState().session).toBeNull();
      expect(kept()).toBeNull();
    }
  });

  it('keeps it through a network failure, to try again on the next load', async () => {
    roomActions.start(roomOfTwo('grace'), 'grace', null);
    reload();
    server.use(http.get(`*${ROOM_PATHS.state('room-1')}`, () => HttpResponse.error()));
    await resumeRoom();
    expect(useRoomStore.getState().session).toBeNull();
    expect(kept()).not.toBeNull();
  });

  it('forgets the room as the person leaves, is removed, the room ends, or the session ends', () => {
    roomActions.start(roomOfTwo('grace'), 'grace', null);
    roomActions.clear();
    expect(kept()).toBeNull();
    for (const status of ['removed', 'ended', 'lost'] as const) {
      roomActions.start(roomOfTwo('grace'), 'grace', null);
      roomActions.status(status);
      expect(kept()).toBeNull();
    }
    roomActions.start(roomOfTwo('grace'), 'grace', null);
    roomActions.state(roomOfTwo('grace', { ended: true }));
    expect(kept()).toBeNull();
    roomActions.start(roomOfTwo('grace'), 'grace', null);
    forgetOfflineAccount(); // what every sign-out runs (auth-state.ts, library-owner.ts)
    expect(kept()).toBeNull();
  });

  it('asks nothing with no room kept', async () => {
    await resumeRoom(); // msw refuses any request
    expect(useRoomStore.getState().session).toBeNull();
  });
});
