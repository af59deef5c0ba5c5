import type { FastifyInstance } from 'fastify';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import type { Invite } from '@/shared/watch-together/room-schemas';
import { newInvite } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/invite (host): a fresh link and code; the old ones stop working. */
export function registerInviteRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.invite, async (request, reply): Promise<Invite> => {
    const invite = await newInvite(deps.context, roomIdOf(request), deps.userOf(request));
    reply.code(201);
    return invite;
  });
}
