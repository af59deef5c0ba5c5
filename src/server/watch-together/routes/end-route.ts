import type { FastifyInstance } from 'fastify';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { endRoomAsHost } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/end (host) → 204: the room ends for everyone ('host-ended'). */
export function registerEndRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.end, async (request, reply) => {
    await endRoomAsHost(deps.context, roomIdOf(request), deps.userOf(request));
    return reply.code(204).send();
  });
}
