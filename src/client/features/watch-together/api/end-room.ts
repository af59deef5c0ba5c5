import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';

/** POST /api/rooms/{roomId}/end (host): the room ends for everyone. */
export async function endRoom(roomId: string): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.end(roomId), { method: 'POST' });
}
