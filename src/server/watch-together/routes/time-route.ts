import type { FastifyInstance } from 'fastify';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type { ServerTimeAnswer } from '@/shared/watch-together/room-schemas';
import type { RoomRouteDeps } from '../room-route-deps';

/**
 * GET /api/rooms/time: the server's clock, read as late as possible before the answer goes, for
 * the client's NTP-style offset (shared/watch-together/clock-offset.ts).
 */
export function registerTimeRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.get(ROOM_PATHS.time, async (): Promise<ServerTimeAnswer> => ({
    serverTime: Math.round(deps.context.now()),
  }));
}
