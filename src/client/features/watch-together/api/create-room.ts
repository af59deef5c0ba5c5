import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import {
  createRoomAnswerSchema,
  type CreateRoomAnswer,
  type CreateRoomBody,
} from '@/shared/watch-together/room-schemas';

/** POST /api/rooms: a room for this title at this position, with its first link and code. */
export async function createRoom(body: CreateRoomBody): Promise<CreateRoomAnswer> {
  const answer = await apiRequest<unknown>(ROOM_PATHS.rooms, { method: 'POST', body });
  return parseAnswer(createRoomAnswerSchema, answer);
}
