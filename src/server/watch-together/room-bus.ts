import type { RoomCommand, RoomEnded, RoomReaction } from '@/shared/watch-together/room-schemas';

/**
 * What happened in a room, told to every server holding a stream of it. A `state` notice carries
 * nothing: each server reads the room once and tells each of its members (whose `youAre` differs).
 */
export type RoomNotice =
  | { kind: 'state' }
  | { kind: 'command'; command: RoomCommand }
  | { kind: 'reaction'; reaction: RoomReaction }
  | { kind: 'ended'; ended: RoomEnded }
  | { kind: 'removed'; memberId: string };

/**
 * Carries room notices from the server that made a change to the streams of that room: in one
 * process (SQLite) the memory bus below; with Postgres, LISTEN/NOTIFY (postgres-room-bus.ts), so
 * a guest on one server hears its host on another.
 */
export interface RoomBus {
  publish(roomId: string, notice: RoomNotice): void;
  /** Calls `listener` with each notice of this room; returns the unsubscribe. */
  subscribe(roomId: string, listener: (notice: RoomNotice) => void): () => void;
}

export type MemoryRoomBus = RoomBus & {
  /** The rooms with a listener here (after missed notices, each is told its state again). */
  subscribedRooms(): string[];
};

export function memoryRoomBus(): MemoryRoomBus {
  const listeners = new Map<string, Set<(notice: RoomNotice) => void>>();
  return {
    publish(roomId, notice) {
      for (const listener of listeners.get(roomId) ?? []) listener(notice);
    },
    subscribe(roomId, listener) {
      let set = listeners.get(roomId);
      if (!set) listeners.set(roomId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(roomId);
      };
    },
    subscribedRooms: () => [...listeners.keys()],
  };
}
