import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import {
  joinRoomBodySchema,
  normalizeRoomCode,
  type JoinRoomAnswer,
} from '@/shared/watch-together/room-schemas';
import { roomErrors } from '../room-errors';
import { joinRoom } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';

/**
 * POST /api/rooms/join { token } | { code }. A code is counted before it is looked up (10 tries
 * per account per 10 minutes, shared by every server): 40 bits do not survive unlimited guessing.
 * A link's token (128 bits) needs no such count.
 */
export function registerJoinRoomRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_PATHS.join, async (request): Promise<JoinRoomAnswer> => {
    const body = parseInput(joinRoomBodySchema, request.body);
    const asker = await deps.askerOf(request);
    let by: { token: string } | { code: string };
    if ('token' in body) by = { token: body.token };
    else {
      await deps.countTry('join-code', asker.userId);
      const code = normalizeRoomCode(body.code);
      if (!code) throw roomErrors.notFound();
      by = { code };
    }
    return joinRoom(deps.context, asker, by, (room) => deps.allowedFor(request, room.title));
  });
}
