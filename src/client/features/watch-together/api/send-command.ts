import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import {
  commandAnswerSchema,
  type CommandAnswer,
  type CommandBody,
} from '@/shared/watch-together/room-schemas';

/** POST /api/rooms/{roomId}/commands (host): play, pause or seek for everyone. */
export async function sendCommand(roomId: string, body: CommandBody): Promise<CommandAnswer> {
  const answer = await apiRequest<unknown>(ROOM_PATHS.commands(roomId), { method: 'POST', body });
  return parseAnswer(commandAnswerSchema, answer);
}
