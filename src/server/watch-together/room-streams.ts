import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ROOM_EVENTS } from '@/shared/watch-together/room-paths';
import type { RoomBus, RoomNotice } from './room-bus';
import type { RoomContext } from './room-context';
import { activeMembers, readRoom, roomState } from './room-rows';

/** A member's stream counts as open this long after its server last renewed it. */
export const CONNECTED_FOR_MS = 25_000;

interface Listener {
  memberId: string;
  res: ServerResponse;
}

interface RoomHere {
  listeners: Set<Listener>;
  unsubscribe: () => void;
  /** A state read is running; `again`: another notice came meanwhile, read once more after. */
  reading: boolean;
  again: boolean;
}

/** Writes one event, unless the stream has been ended (removed, room over) and not yet closed. */
function send(listener: Listener, event: string, data: unknown) {
  if (listener.res.writableEnded) return;
  listener.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The room streams this process holds, by room: one bus subscription per room however many
 * members are here, and one database read per state notice for all of them (each is then sent
 * its own `youAre`). Bursts of state notices are folded: while a read runs, later ones wait for
 * one more read. Every `renewEveryMs` the members with a stream here are marked connected in the
 * database, in one statement, so every server shows them so and the idle sweep counts them.
 */
export function roomStreams(
  context: RoomContext & { bus: RoomBus },
  log: Pick<FastifyBaseLogger, 'warn'>,
  renewEveryMs = 10_000,
) {
  const rooms = new Map<string, RoomHere>();

  const sendState = async (roomId: string, here: RoomHere) => {
    if (here.reading) {
      here.again = true;
      return;
    }
    here.reading = true;
    try {
      do {
        here.again = false;
        const room = await readRoom(context.db, roomId);
        if (!room) return;
        const members = await activeMembers(context.db, roomId);
        const now = context.now();
        for (const listener of here.listeners) {
          send(listener, ROOM_EVENTS.state, roomState(room, members, listener.memberId, now));
        }
      } while (here.again);
    } catch (error) {
      log.warn({ err: error }, 'room streams: the room could not be read');
    } finally {
      here.reading = false;
    }
  };

  const onNotice = (roomId: string, here: RoomHere, notice: RoomNotice) => {
    switch (notice.kind) {
      case 'state':
        void sendState(roomId, here);
        return;
      case 'command':
        for (const l of here.listeners) send(l, ROOM_EVENTS.command, notice.command);
        return;
      case 'reaction':
        for (const l of here.listeners) send(l, ROOM_EVENTS.reaction, notice.reaction);
        return;
      case 'ended':
        for (const l of [...here.listeners]) {
          send(l, ROOM_EVENTS.ended, notice.ended);
          l.res.end();
        }
        return;
      case 'removed':
        for (const l of [...here.listeners]) {
          if (l.memberId !== notice.memberId) continue;
          send(l, ROOM_EVENTS.removed, {});
          l.res.end();
        }
    }
  };

  const setConnected = (memberIds: string[], until: number) =>
    memberIds.length === 0
      ? Promise.resolve()
      : context.db
          .updateTable('watch_room_member')
          .set({ connected_until: until })
          .where('id', 'in', memberIds)
          .execute()
          .then(() => undefined);

  const renew = () => {
    const ids = new Set<string>();
    for (const here of rooms.values()) for (const l of here.listeners) ids.add(l.memberId);
    const all = [...ids];
    const until = context.now() + CONNECTED_FOR_MS;
    // In slices, so a full server's renewal is a few statements of bounded size.
    for (let i = 0; i < all.length; i += 500) {
      setConnected(all.slice(i, i + 500), until).catch((error: unknown) =>
        log.warn({ err: error }, 'room streams: renewing connections failed'),
      );
    }
  };
  const timer = setInterval(renew, renewEveryMs);
  timer.unref();

  return {
    /**
     * Starts telling this member's open stream (its headers already written) of its room: the
     * state at once, then every event. Returns what to call when the stream closes.
     */
    async attach(roomId: string, memberId: string, res: ServerResponse): Promise<() => void> {
      let here = rooms.get(roomId);
      if (!here) {
        const created: RoomHere = {
          listeners: new Set(),
          unsubscribe: () => {},
          reading: false,
          again: false,
        };
        created.unsubscribe = context.bus.subscribe(roomId, (notice) =>
          onNotice(roomId, created, notice),
        );
        rooms.set(roomId, (here = created));
      }
      const listener: Listener = { memberId, res };
      here.listeners.add(listener);
      await setConnected([memberId], context.now() + CONNECTED_FOR_MS);
      // Everyone (this member included) sees it connected.
      context.bus.publish(roomId, { kind: 'state' });
      const room = here;
      return () => {
        if (!room.listeners.delete(listener)) return;
        if (room.listeners.size === 0) {
          room.unsubscribe();
          rooms.delete(roomId);
        }
        const stillHere = [...room.listeners].some((l) => l.memberId === memberId);
        if (stillHere) return;
        void setConnected([memberId], context.now())
          .then(() => context.bus.publish(roomId, { kind: 'state' }))
          .catch((error: unknown) =>
            log.warn({ err: error }, 'room streams: a close was not stored'),
          );
      };
    },
    close() {
      clearInterval(timer);
      for (const here of rooms.values()) here.unsubscribe();
      rooms.clear();
    },
  };
}

export type RoomStreams = ReturnType<typeof roomStreams>;
