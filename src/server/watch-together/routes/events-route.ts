import type { FastifyInstance } from 'fastify';
import { ROOM_ROUTES } from '@/shared/watch-together/room-paths';
import { roomErrors } from '../room-errors';
import { requireMember } from '../room-membership';
import type { RoomRouteDeps } from '../room-route-deps';
import { roomIdOf } from './room-id';

/** The browser comes back this soon after a dropped stream (the SSE `retry:` field). */
const STREAM_RETRY_MS = 2_000;

/**
 * GET /api/rooms/{roomId}/events: the room's Server-Sent Events, to its members only. The stream
 * takes a place in the same caps as the library's live stream (per account, per address, per
 * server) and ends with its session as those do; it opens with the room's state.
 */
export function registerEventsRoute(app: FastifyInstance, deps: RoomRouteDeps) {
  app.get(ROOM_ROUTES.events, async (request, reply) => {
    const roomId = roomIdOf(request);
    const userId = deps.userOf(request);
    const { member } = await requireMember(deps.context, deps.context.db, roomId, userId);
    const place = deps.streams.reserve(userId, deps.addressOf(request), deps.sessionOf(request));
    if (typeof place === 'string') throw roomErrors.rateLimited(place === 'server' ? 30 : 60);

    reply.hijack();
    const res = reply.raw;
    if (res.destroyed) {
      place.cancel();
      return;
    }
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    let closed = false;
    let detach: (() => void) | undefined;
    place.open(res, () => {
      closed = true;
      detach?.();
    });
    try {
      detach = await deps.roomStreams.attach(roomId, member.id, res);
    } catch (error) {
      request.log.warn({ err: error }, 'room events: the stream could not join its room');
      res.end();
      return;
    }
    if (closed) detach();
  });
}
