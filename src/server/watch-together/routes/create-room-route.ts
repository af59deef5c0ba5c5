import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { createRoomBodySchema, type CreateRoomAnswer } from '@/shared/watch-together/room-schemas';
import { roomErrors } from '../room-errors';
import { createRoom } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';

/** POST /api/rooms: a room for this title at this position; the creator is its host. */
export function registerCreateRoomRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_PATHS.rooms, async (request, reply): Promise<CreateRoomAnswer> => {
    const body = parseInput(createRoomBodySchema, request.body);
    if (!(await deps.allowedFor(request, body.title))) throw roomErrors.kidsNotAllowed();
    const asker = await deps.askerOf(request);
    await deps.countTry('create', asker.userId);
    const answer = await createRoom(deps.context, asker, body);
    reply.code(201);
    return answer;
  });
}
