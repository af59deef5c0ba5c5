import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import * as v from 'valibot';
import type { NexusTables } from '@/server/db/database';
import {
  roomCommandSchema,
  roomEndedSchema,
  roomReactionSchema,
} from '@/shared/watch-together/room-schemas';
import { memoryRoomBus, type RoomBus, type RoomNotice } from './room-bus';

const CHANNEL = 'nexus_rooms';
/** Quick retries first, then every second, as the library's bus does. */
const RECONNECT_DELAYS_MS = [250, 500, 1000];

export interface PostgresRoomBusOptions {
  connectionString: string;
  /** NOTIFY goes through the shared pool; the LISTEN connection is this bus's own. */
  db: Kysely<NexusTables>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export type PostgresRoomBus = RoomBus & { readonly listening: boolean; close(): Promise<void> };

/**
 * The room bus of a cluster on one Postgres: a notice reaches this process's streams at once and
 * the others through NOTIFY on one channel; each process holds one LISTEN connection. A payload
 * names a room by its random id and carries what a member of it would be sent anyway (a
 * command's position, a reaction), never an account.
 *
 * Notices are not stored: while the LISTEN connection is down some are missed. When it is back,
 * every room with a stream here is told `state` again (its playback and its last command's
 * number), and a member behind catches up from it.
 */
export async function startPostgresRoomBus(
  options: PostgresRoomBusOptions,
): Promise<PostgresRoomBus> {
  const local = memoryRoomBus();
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const onNotice = (message: pg.Notification) => {
    const parsed = parseRoomNotice(message.payload);
    if (!parsed || parsed.instance === instance) return;
    local.publish(parsed.roomId, parsed.notice);
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', onNotice);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect();
    };
    // Unheard, an error on the connection would crash the process.
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'room bus: the LISTEN connection failed');
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: error }, 'room bus: cannot LISTEN yet; retrying');
      void next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (afterLoss) {
      options.log.info('room bus: listening again');
      for (const roomId of local.subscribedRooms()) local.publish(roomId, { kind: 'state' });
    }
  };

  await connect(false);

  return {
    publish(roomId, notice) {
      local.publish(roomId, notice);
      sql`select pg_notify(${CHANNEL}, ${`${instance} ${roomId} ${JSON.stringify(notice)}`})`
        .execute(options.db)
        .catch((error: unknown) =>
          // The change is stored; other servers' members see it in the next state they get.
          options.log.warn({ err: error }, 'room bus: NOTIFY failed'),
        );
    },
    subscribe: local.subscribe,
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

const noticeSchema = v.variant('kind', [
  v.object({ kind: v.literal('state') }),
  v.object({ kind: v.literal('command'), command: roomCommandSchema }),
  v.object({ kind: v.literal('reaction'), reaction: roomReactionSchema }),
  v.object({ kind: v.literal('ended'), ended: roomEndedSchema }),
  v.object({ kind: v.literal('removed'), memberId: v.pipe(v.string(), v.maxLength(64)) }),
]);

/** A notice from the channel, or null for anything else someone NOTIFYs there. */
export function parseRoomNotice(
  payload: string | undefined,
): { instance: string; roomId: string; notice: RoomNotice } | null {
  const match = /^([0-9a-f-]{36}) ([A-Za-z0-9_-]{8,40}) (\{.*\})$/s.exec(payload ?? '');
  if (!match) return null;
  try {
    const notice = v.safeParse(noticeSchema, JSON.parse(match[3]!));
    return notice.success
      ? { instance: match[1]!, roomId: match[2]!, notice: notice.output }
      : null;
  } catch {
    return null;
  }
}
