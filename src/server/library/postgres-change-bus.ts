import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import { startPostgresListen } from '@/server/db/postgres-listen';
import { memoryChangeBus, type ChangeBus } from './change-bus';

const CHANNEL = 'nexus_library';

export interface PostgresChangeBusOptions {
  connectionString: string;
  /** NOTIFY goes through the shared pool; the LISTEN connection is this bus's own. */
  db: Kysely<NexusTables>;
  /** A user's current cursor, told to their streams after the bus may have missed notices. */
  cursorOf: (userId: string) => Promise<number>;
  /**
   * The opaque key a user's notices carry (the same in every process): a payload on the channel
   * can be read by any role that may LISTEN, so it names no user.
   */
  userKey: (userId: string) => string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export type PostgresChangeBus = ChangeBus & {
  /** Whether the LISTEN connection is up (tests and logs). */
  readonly listening: boolean;
  close(): Promise<void>;
};

/**
 * The change bus of a cluster on one Postgres. A push tells this process's streams at once and
 * NOTIFYs the others; each process holds one LISTEN connection that feeds its own streams.
 *
 * Notices are not stored: while the LISTEN connection is down (a Postgres restart) some are
 * missed. When it is back, every user with a stream here is told their current cursor, and a
 * client that is behind pulls; a notice twice is harmless (the pull finds nothing new).
 */
export async function startPostgresChangeBus(
  options: PostgresChangeBusOptions,
): Promise<PostgresChangeBus> {
  const local = memoryChangeBus();
  // Each process knows its own notices when Postgres hands them back, and skips them.
  const instance = randomUUID();
  // The users with a stream here, by their key: a notice for anyone else concerns no stream of
  // this process, and the key cannot be turned back into an id any other way.
  const usersByKey = new Map<string, { userId: string; listeners: number }>();

  const onNotice = (payload: string | undefined) => {
    const notice = parseNotice(payload);
    if (!notice || notice.instance === instance) return;
    const userId = usersByKey.get(notice.userKey)?.userId;
    if (userId === undefined) return;
    if (notice.cursor === 'ended') local.publishSessionsEnded(userId);
    else local.publish(userId, notice.cursor);
  };

  const notify = (notice: Notice) =>
    sql`select pg_notify(${CHANNEL}, ${formatNotice(notice)})`
      .execute(options.db)
      .catch((error: unknown) =>
        // The write is committed; other servers' streams learn of it when they reconnect or
        // at the next change (or, for an ended session, at their next heartbeat). Nothing to undo.
        options.log.warn({ err: error }, 'library change bus: NOTIFY failed'),
      );

  /** Tells each user with a stream here their current cursor (notices may have been missed). */
  const catchUp = async () => {
    for (const userId of local.subscribedUsers()) {
      try {
        local.publish(userId, await options.cursorOf(userId));
      } catch (error) {
        options.log.warn({ err: error }, 'library change bus: catching up a stream failed');
      }
    }
  };

  const listen = await startPostgresListen({
    connectionString: options.connectionString,
    channel: CHANNEL,
    label: 'library change bus',
    onPayload: onNotice,
    onBack: catchUp,
    log: options.log,
  });

  return {
    publish(userId, cursor) {
      local.publish(userId, cursor);
      void notify({ instance, userKey: options.userKey(userId), cursor });
    },
    subscribe(userId, listener) {
      const key = options.userKey(userId);
      const entry = usersByKey.get(key) ?? { userId, listeners: 0 };
      entry.listeners += 1;
      usersByKey.set(key, entry);
      const unsubscribe = local.subscribe(userId, listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        unsubscribe();
        entry.listeners -= 1;
        if (entry.listeners === 0) usersByKey.delete(key);
      };
    },
    publishSessionsEnded(userId) {
      local.publishSessionsEnded(userId);
      void notify({ instance, userKey: options.userKey(userId), cursor: 'ended' });
    },
    subscribeSessionsEnded: local.subscribeSessionsEnded,
    get listening() {
      return listen.listening;
    },
    close: () => listen.close(),
  };
}

interface Notice {
  instance: string;
  /** The user's opaque key (PostgresChangeBusOptions.userKey), never their id. */
  userKey: string;
  /** The user's new cursor, or 'ended': sessions of theirs ended. */
  cursor: number | 'ended';
}

/** `instance cursor-or-ended userKey`. */
function formatNotice(notice: Notice) {
  return `${notice.instance} ${notice.cursor} ${notice.userKey}`;
}

/** A notice from the channel, or null for anything else someone NOTIFYs there. */
export function parseNotice(payload: string | undefined): Notice | null {
  const match = /^([0-9a-f-]{36}) (\d{1,15}|ended) ([A-Za-z0-9_-]{16,64})$/.exec(payload ?? '');
  if (!match) return null;
  const cursor = match[2] === 'ended' ? 'ended' : Number(match[2]);
  return { instance: match[1]!, cursor, userKey: match[3]! };
}
