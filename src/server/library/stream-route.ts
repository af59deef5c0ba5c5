import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import type { ChangeBus } from './change-bus';
import { libraryErrors } from './library-errors';
import type { LiveStreams, StreamCap } from './live-streams';
import { currentCursor } from './read-changes';

/** How long the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const STREAM_RETRY_MS = 5_000;

/**
 * GET /api/library/stream: Server-Sent Events for the signed-in user. It opens with the current
 * cursor (a client that is behind pulls at once: notices missed while disconnected are not
 * replayed), then sends `event: change` with `{cursor}` after each push of this user, from any
 * of their devices. Notices carry no library data: the client pulls, through the session.
 */
export function registerStreamRoute(
  app: FastifyInstance,
  deps: {
    db: Kysely<NexusTables>;
    bus: ChangeBus;
    streams: LiveStreams;
    /** The account: its streams are capped together, and end with its sessions. */
    userOf: (request: FastifyRequest) => string;
    /** The library the stream tells of: the profile's this device watches as. */
    libraryOf: (request: FastifyRequest) => string;
    sessionOf: (request: FastifyRequest) => string;
    /** The client's address as per-address limits count it (an IPv6 /64). */
    addressOf: (request: FastifyRequest) => string;
  },
) {
  app.get(LIBRARY_PATHS.stream, async (request, reply) => {
    const libraryId = deps.libraryOf(request);
    const place = deps.streams.reserve(
      deps.userOf(request),
      deps.addressOf(request),
      deps.sessionOf(request),
    );
    if (typeof place === 'string') {
      const { retryAfterS, what } = REFUSALS[place];
      throw libraryErrors.tooManyRequests(retryAfterS, what);
    }
    // Listen before reading the cursor, so a push in between is not missed (a notice twice is
    // harmless: the pull finds nothing new).
    const notices: number[] = [];
    let send = (cursor: number) => void notices.push(cursor);
    const unsubscribe = deps.bus.subscribe(libraryId, (cursor) => send(cursor));
    let cursor: number;
    try {
      cursor = await currentCursor(deps.db, libraryId);
    } catch (error) {
      unsubscribe();
      place.cancel();
      throw error;
    }

    reply.hijack();
    const res = reply.raw;
    if (res.destroyed) {
      unsubscribe(); // the client left while the cursor was read
      place.cancel();
      return;
    }
    writeEventStreamHead(reply, STREAM_RETRY_MS);
    send = (next) => void res.write(`event: change\ndata: {"cursor":${next}}\n\n`);
    send(Math.max(cursor, ...notices));
    place.open(res, unsubscribe);
  });
}

/**
 * Starts a hijacked reply as Server-Sent Events (the room streams of watch together too): the
 * reply's headers so far (security, CORS) with the stream's own, then how soon the browser
 * reconnects a dropped stream.
 */
export function writeEventStreamHead(reply: FastifyReply, retryMs: number) {
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise hold the events back in its buffer.
    'x-accel-buffering': 'no',
  });
  reply.raw.write(`retry: ${retryMs}\n\n`);
}

/** What a refused stream is told: its own tabs, its network, or this whole server is full. */
const REFUSALS: Record<StreamCap, { retryAfterS: number; what: string }> = {
  user: { retryAfterS: 60, what: 'open live connections' },
  address: { retryAfterS: 60, what: 'open live connections from your network' },
  server: { retryAfterS: 30, what: 'open live connections on this server' },
};
