import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { memberBodySchema } from '@/shared/watch-together/room-schemas';
import { removeMember } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/remove { memberId } (host) → 204: out, and not back by that invite. */
export function registerRemoveRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.remove, async (request, reply) => {
    const roomId = roomIdOf(request);
    const { memberId } = parseInput(memberBodySchema, request.body);
    await removeMember(deps.context, roomId, deps.userOf(request), memberId);
    return reply.code(204).send();
  });
}
