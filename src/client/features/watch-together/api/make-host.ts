import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';

/** POST /api/rooms/{roomId}/host (host): hands the host role to another member. */
export async function makeHost(roomId: string, memberId: string): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.host(roomId), { method: 'POST', body: { memberId } });
}
