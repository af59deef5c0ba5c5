import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import type { NexusTables } from '@/server/db/database';
import { startPostgresListen } from '@/server/db/postgres-listen';
import {
  roomCommandSchema,
  roomEndedSchema,
  roomReactionSchema,
} from '@/shared/watch-together/room-schemas';
import { memoryRoomBus, type RoomBus, type RoomNotice } from './room-bus';

const CHANNEL = 'nexus_rooms';

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

  const listen = await startPostgresListen({
    connectionString: options.connectionString,
    channel: CHANNEL,
    label: 'room bus',
    onPayload: (payload) => {
      const parsed = parseRoomNotice(payload);
      if (!parsed || parsed.instance === instance) return;
      local.publish(parsed.roomId, parsed.notice);
    },
    onBack: () => {
      for (const roomId of local.subscribedRooms()) local.publish(roomId, { kind: 'state' });
    },
    log: options.log,
  });

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
      return listen.listening;
    },
    close: () => listen.close(),
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
