import type { FastifyRequest } from 'fastify';
import { roomErrors } from '../room-errors';

/** The room named in the URL; anything that cannot be a room id is a room not found. */
export function roomIdOf(request: FastifyRequest): string {
  const { roomId } = request.params as { roomId?: unknown };
  if (typeof roomId !== 'string' || !/^[A-Za-z0-9_-]{8,40}$/.test(roomId)) {
    throw roomErrors.notFound();
  }
  return roomId;
}
