import type { CreateRoomBody } from '@/shared/watch-together/room-schemas';
import { createRoom } from '../api/create-room';
import { roomActions } from '../hooks/room-store';

/**
 * Creates a room for what is playing and makes this tab its host. Loaded only when 'Watch
 * together' is pressed, so none of the room's code is in the player's first load.
 */
export async function startRoom(body: CreateRoomBody) {
  const { room, invite } = await createRoom(body);
  roomActions.start(room, room.youAre, invite);
}
