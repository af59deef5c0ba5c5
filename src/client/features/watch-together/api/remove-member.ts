import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';

/** POST /api/rooms/{roomId}/remove (host): the member leaves and cannot rejoin with that invite. */
export async function removeMember(roomId: string, memberId: string): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.remove(roomId), { method: 'POST', body: { memberId } });
}
