import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { inviteSchema, type Invite } from '@/shared/watch-together/room-schemas';

/** POST /api/rooms/{roomId}/invite (host): a fresh link and code; the old pair stops working. */
export async function newInvite(roomId: string): Promise<Invite> {
  const answer = await apiRequest<unknown>(ROOM_PATHS.invite(roomId), { method: 'POST' });
  return parseAnswer(inviteSchema, answer);
}
