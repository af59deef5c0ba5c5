import type { FastifyInstance } from 'fastify';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import type { RoomState } from '@/shared/watch-together/room-schemas';
import { readRoomState } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** GET /api/rooms/{roomId}: the room as this member sees it (members only; others get 404). */
export function registerRoomStateRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.get(ROOM_ROUTES.state, async (request): Promise<RoomState> =>
    readRoomState(deps.context, roomIdOf(request), deps.userOf(request)),
  );
}
