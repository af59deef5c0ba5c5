import type { FastifyInstance } from 'fastify';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { leaveRoom } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/leave → 204 (a leaving host hands over to the longest-present guest). */
export function registerLeaveRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.leave, async (request, reply) => {
    await leaveRoom(deps.context, roomIdOf(request), deps.userOf(request));
    return reply.code(204).send();
  });
}
