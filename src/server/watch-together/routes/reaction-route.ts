import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { reactionBodySchema } from '@/shared/watch-together/room-schemas';
import { requireMember } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/**
 * POST /api/rooms/{roomId}/reactions { emoji } → 204: one of six emoji, to every member (nothing
 * stored, nothing free-text).
 */
export function registerReactionRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.reactions, async (request, reply) => {
    const roomId = roomIdOf(request);
    const { emoji } = parseInput(reactionBodySchema, request.body);
    const userId = deps.userOf(request);
    deps.spend('reaction', `${userId}:${roomId}`);
    const { member } = await requireMember(deps.context, deps.context.db, roomId, userId);
    deps.context.bus.publish(roomId, {
      kind: 'reaction',
      reaction: { memberId: member.id, emoji, at: Math.round(deps.context.now()) },
    });
    return reply.code(204).send();
  });
}
