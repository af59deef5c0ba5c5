import { ApiError } from '@/client/lib/api-client';
import { getRoomState } from '../api/get-room-state';
import { roomActions, useRoomStore } from '../hooks/room-store';
import { forgetRoom, keptRoom } from './room-tab-record';

/*
 * A reload (or a tab the browser restores) puts this tab back in its room without a click, as
 * long as the room goes on and this person is still in it: the server decides (the room's state
 * answers only a member still in it), and any refusal forgets the kept room quietly.
 */

/** Answers that say this tab is not in the room any more (the rest may pass: a network blip). */
const GONE = new Set([401, 403, 404, 410]);

let resuming: Promise<void> | null = null;

/** Rejoins the kept room, if any and if this tab is in no room yet; once at a time. */
export function resumeRoom(): Promise<void> {
  resuming ??= resume().finally(() => (resuming = null));
  return resuming;
}

async function resume() {
  const roomId = keptRoom();
  if (!roomId || useRoomStore.getState().session) return;
  try {
    const room = await getRoomState(roomId);
    if (room.ended) return forgetRoom();
    // A room joined meanwhile (a link opened in this tab) wins over the kept one.
    if (!useRoomStore.getState().session) roomActions.start(room, room.youAre, null);
  } catch (error) {
    if (error instanceof ApiError && GONE.has(error.status)) forgetRoom();
  }
}
