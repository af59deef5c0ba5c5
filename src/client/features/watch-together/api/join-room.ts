import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import {
  joinRoomAnswerSchema,
  type JoinRoomAnswer,
  type JoinRoomBody,
} from '@/shared/watch-together/room-schemas';

/** POST /api/rooms/join: by a link's token or a typed code. */
export async function joinRoom(body: JoinRoomBody): Promise<JoinRoomAnswer> {
  const answer = await apiRequest<unknown>(ROOM_PATHS.join, { method: 'POST', body });
  return parseAnswer(joinRoomAnswerSchema, answer);
}
