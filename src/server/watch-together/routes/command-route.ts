import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { commandBodySchema, type CommandAnswer } from '@/shared/watch-together/room-schemas';
import { applyCommand } from '../room-playback';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/**
 * POST /api/rooms/{roomId}/commands (host): play, pause or seek, numbered by the server and
 * scheduled a moment ahead (202 `{ seq, at }`); anyone else gets 403 `not-host` and nothing moves.
 */
export function registerCommandRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.commands, async (request, reply): Promise<CommandAnswer> => {
    const roomId = roomIdOf(request);
    const body = parseInput(commandBodySchema, request.body);
    deps.spend('command', `${deps.userOf(request)}:${roomId}`);
    const answer = await applyCommand(deps.context, roomId, deps.userOf(request), body);
    reply.code(202);
    return answer;
  });
}
