import { getParsed } from '@/client/api/parse-answer';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { roomStateSchema, type RoomState } from '@/shared/watch-together/room-schemas';

/** GET /api/rooms/{roomId}: the room as it is now (members only), after a lost stream. */
export function getRoomState(roomId: string, signal?: AbortSignal): Promise<RoomState> {
  return getParsed(ROOM_PATHS.state(roomId), roomStateSchema, signal);
}
