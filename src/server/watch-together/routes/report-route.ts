import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { reportBodySchema } from '@/shared/watch-together/room-schemas';
import { applyReport } from '../room-playback';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** POST /api/rooms/{roomId}/report (every member, ~every 2 s and on change) → 204. */
export function registerReportRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.post(ROOM_ROUTES.report, async (request, reply) => {
    const roomId = roomIdOf(request);
    const body = parseInput(reportBodySchema, request.body);
    deps.spend('report', `${deps.userOf(request)}:${roomId}`);
    await applyReport(deps.context, roomId, deps.userOf(request), body);
    return reply.code(204).send();
  });
}
