import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { memberBodySchema } from '@/shared/watch-together/room-schemas';
import { handOverHost } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/host { memberId } (host) → 204: that member hosts from now on. */
export function registerHostRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.host, async (request, reply) => {
    const roomId = roomIdOf(request);
    const { memberId } = parseInput(memberBodySchema, request.body);
    await handOverHost(deps.context, roomId, deps.userOf(request), memberId);
    return reply.code(204).send();
  });
}
