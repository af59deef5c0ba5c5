import type { RoomState } from '@/shared/watch-together/room-schemas';
import type { RoomSession } from '../hooks/room-store';

/** A room of two: Ada hosts, Grace is a guest; `you` says whose view it is. */
export function roomOfTwo(you: 'ada' | 'grace', change: Partial<RoomState> = {}): RoomState {
  return {
    id: 'room-1',
    title: { type: 'movie', id: 603 },
    provider: 'nexus-demo',
    hostMemberId: 'ada',
    members: [
      { id: 'ada', name: 'Ada', isHost: true, buffering: false, connected: true },
      { id: 'grace', name: 'Grace', isHost: false, buffering: false, connected: true },
    ],
    playback: { playing: true, position: 30, at: 1_000, seq: 2 },
    ended: false,
    youAre: you,
    ...change,
  };
}

export function sessionOf(room: RoomState, change: Partial<RoomSession> = {}): RoomSession {
  return {
    roomId: room.id,
    memberId: room.youAre,
    room,
    invite:
      room.youAre === room.hostMemberId
        ? { token: 'a'.repeat(22), code: 'ABCD2345', expiresAt: Date.now() + 600_000 }
        : null,
    status: 'live',
    reactions: [],
    ...change,
  };
}
