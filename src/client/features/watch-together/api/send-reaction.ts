import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type { Reaction } from '@/shared/watch-together/room-limits';

/** POST /api/rooms/{roomId}/reactions: one of the six emoji, shown to everyone for 3 s. */
export async function sendReaction(roomId: string, emoji: Reaction): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.reactions(roomId), { method: 'POST', body: { emoji } });
}
