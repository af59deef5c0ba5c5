import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';

/** POST /api/rooms/{roomId}/leave: this member leaves (a leaving host hands the role on). */
export async function leaveRoom(roomId: string): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.leave(roomId), { method: 'POST' });
}
