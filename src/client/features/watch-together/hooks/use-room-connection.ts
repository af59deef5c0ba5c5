import { useEffect } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/client/lib/api-client';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import { ROOM_EVENTS, ROOM_PATHS } from '@/shared/watch-together/room-paths';
import {
  roomCommandSchema,
  roomReactionSchema,
  roomStateSchema,
} from '@/shared/watch-together/room-schemas';
import { getRoomState } from '../api/get-room-state';
import { roomActions, type RoomStatus } from './room-store';

/** Waits between tries to get a stream back the browser gave up on (a restart, a 502). */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** What an answer's code says about the room when the stream could not come back. */
const FINAL: Record<string, RoomStatus> = {
  'room-not-found': 'lost',
  'room-ended': 'ended',
  removed: 'removed',
};

let reactionKey = 0;

/**
 * The room's event stream: states, commands and reactions into the store. The browser reconnects
 * a dropped stream by itself; one it gives up on (the server restarting, a proxy's error) is
 * tried again with growing waits, the room's state fetched first so this member resumes from it,
 * unless the answer says the room is over for it.
 */
export function useRoomConnection(roomId: string | null) {
  useEffect(() => {
    if (!roomId) return;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let failures = 0;
    let stopped = false;

    const read = <S extends v.GenericSchema>(schema: S, event: Event) => {
      try {
        const parsed = v.safeParse(schema, JSON.parse(String((event as MessageEvent).data)));
        return parsed.success ? (parsed.output as v.InferOutput<S>) : null;
      } catch {
        return null;
      }
    };
    const stop = () => {
      stopped = true;
      source?.close();
      window.clearTimeout(retry);
    };
    const comeBack = async () => {
      try {
        roomActions.state(await getRoomState(roomId));
        open();
      } catch (error) {
        const final = error instanceof ApiError ? FINAL[error.code] : undefined;
        if (final) {
          roomActions.status(final);
          stop();
        } else {
          scheduleRetry();
        }
      }
    };
    const scheduleRetry = () => {
      if (stopped) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      retry = window.setTimeout(() => void comeBack(), wait);
    };
    const open = () => {
      if (stopped) return;
      const events = new EventSource(ROOM_PATHS.events(roomId));
      source = events;
      events.addEventListener(ROOM_EVENTS.state, (event) => {
        failures = 0;
        const room = read(roomStateSchema, event);
        if (room) roomActions.state(room);
      });
      events.addEventListener(ROOM_EVENTS.command, (event) => {
        const command = read(roomCommandSchema, event);
        if (command) roomActions.command(command);
      });
      events.addEventListener(ROOM_EVENTS.reaction, (event) => {
        const reaction = read(roomReactionSchema, event);
        if (!reaction) return;
        const key = (reactionKey += 1);
        roomActions.reaction({ key, memberId: reaction.memberId, emoji: reaction.emoji });
        window.setTimeout(() => roomActions.unreact(key), ROOM_LIMITS.reactionShowMs);
      });
      events.addEventListener(ROOM_EVENTS.ended, () => {
        roomActions.status('ended');
        stop();
      });
      events.addEventListener(ROOM_EVENTS.removed, () => {
        roomActions.status('removed');
        stop();
      });
      events.onerror = () => {
        if (stopped) return;
        roomActions.status('reconnecting');
        if (events.readyState === EventSource.CLOSED) {
          events.close();
          scheduleRetry();
        }
      };
    };
    open();
    return stop;
  }, [roomId]);
}
