import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { ColumnType, Generated } from 'kysely';
import pg from 'pg';
import type { Config } from '@/server/config';

/** Tables this project defines itself (better-auth's own tables are typed by the library). */
interface AuthAttemptTable {
  key: string;
  at: number;
  /** Identifies one reservation (see AuthLimits); null on rows written before it existed. */
  token: string | null;
}
export interface NexusTables {
  auth_attempt: AuthAttemptTable;
  catalog_cache: CatalogCacheTable;
  daily_usage: DailyUsageTable;
  library_item: LibraryItemTable;
  library_op: LibraryOpTable;
  library_user: LibraryUserTable;
  profile: ProfileTable;
  rate_limit_window: RateLimitWindowTable;
  server_meta: ServerMetaTable;
  server_secret: ServerSecretTable;
  watch_room: WatchRoomTable;
  watch_room_member: WatchRoomMemberTable;
  watch_room_invite: WatchRoomInviteTable;
}

/** Facts about the database itself: the library's epoch (migration 0011). */
interface ServerMetaTable {
  name: string;
  value: string;
}

/** Secrets every server on the database shares (the session signing secret without AUTH_SECRET). */
interface ServerSecretTable {
  name: string;
  value: string;
}

/** The shared second level of the TMDB answer cache (Postgres clusters); bigints come as text. */
interface CatalogCacheTable {
  key: string;
  value: string | null;
  stored_at: number;
  ttl_ms: number;
  bytes: number;
  lease_until: number | null;
}

interface RateLimitWindowTable {
  key: string;
  /** Epoch ms when the key's current window began. */
  window_start: number;
  hits: number;
}

interface DailyUsageTable {
  key: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/**
 * One item of a user's library (src/shared/library): the operation that won for its key.
 * Postgres answers bigint columns as text; readers convert them with Number().
 */
interface LibraryItemTable {
  user_id: string;
  key: string;
  /** The value as JSON text; null is a tombstone (the item was deleted). */
  value: string | null;
  /** The time of the user's action, clamped to the server's clock. */
  at: number;
  op_id: string;
  /** The user's change counter when this item last changed: pulls ask for seq > cursor. */
  seq: number;
  /** The server's time of that change (tombstones are pruned by it). */
  updated: number;
}

/** Operation ids already received, so that a batch sent again changes nothing. */
interface LibraryOpTable {
  user_id: string;
  op_id: string;
  received: number;
}

/**
 * One row per user with a library: the change counter (a push locks this row, so one user's
 * pushes take their turns and their seqs commit in order), the seq below which tombstones may
 * have been pruned, and the number of live items of each kind (their limits:
 * shared/library/library-limits.ts).
 */
interface LibraryUserTable {
  user_id: string;
  seq: number;
  pruned_seq: number;
  vault_items: number;
  progress_items: number;
  history_items: number;
  watched_items: number;
  continue_removed_items: number;
  rating_items: number;
  /** Item rows (deleted ones included) and operation-id rows the account keeps. */
  stored_rows: number;
  /** Characters of the account's stored keys and values. */
  stored_bytes: number;
}

/**
 * A profile of an account (issue 31). Flags are booleans on Postgres and 0/1 on SQLite: read
 * them with Boolean(). `library_id` is the user_id the library tables key its library by.
 */
interface ProfileTable {
  id: string;
  user_id: string;
  library_id: string;
  name: string;
  name_key: string;
  /** `avatar:N` or a small image's data URL. */
  avatar: string;
  /** Written as 1 or 0 on both (Postgres reads '1' as true). */
  kids: ColumnType<boolean | number, number, number>;
  first: ColumnType<boolean | number, number, number>;
  created: number;
  /** The interface language chosen for this profile (a tag of shared/i18n/languages.ts), or null. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** scrypt of the PIN with its salt (profiles/pin-hash.ts); null: not locked. */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Wrong PINs in a row, and until when the next try waits. */
  pin_failures: Generated<number>;
  pin_wait_until: Generated<number>;
  /** Wrong PINs on `pin_day` (UTC date); twenty lock the PIN until the password removes it. */
  pin_day: Generated<string>;
  pin_day_failures: Generated<number>;
  pin_locked: ColumnType<boolean | number, number | undefined, number>;
  /** On the first profile: adding a profile needs its PIN. */
  require_pin_to_add: ColumnType<boolean | number, number | undefined, number>;
}

/**
 * A watch-together room (issue 35): its title, host and playback. Postgres answers bigint
 * columns as text; readers convert them with Number(). Flags are 0/1.
 */
interface WatchRoomTable {
  id: string;
  title_type: string;
  title_id: number;
  season: number | null;
  episode: number | null;
  provider: string;
  host_member_id: string;
  playing: number;
  /** Seconds of the title at the server moment `position_at` (ms). */
  position: number;
  position_at: number;
  /** The last command's number. */
  seq: Generated<number>;
  /** The host's own number of its last command (a command sent twice is applied once). */
  host_client_seq: ColumnType<number | null, number | null | undefined, number | null>;
  /** A guest buffers: the room is held since then, to resume at `hold_position`. */
  hold_since: ColumnType<number | null, number | null | undefined, number | null>;
  hold_position: ColumnType<number | null, number | null | undefined, number | null>;
  /** Since when no member is there (the idle end counts from it). */
  empty_since: ColumnType<number | null, number | null | undefined, number | null>;
  created: number;
  ended: ColumnType<number | null, number | null | undefined, number | null>;
  end_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A member of a room: one per account and room, kept after leaving (a rejoin resumes it). */
interface WatchRoomMemberTable {
  id: string;
  room_id: string;
  user_id: string;
  /** The profile's name, else the account's, when it joined; never an email. */
  name: string;
  joined: number;
  left_at: ColumnType<number | null, number | null | undefined, number | null>;
  removed_at: ColumnType<number | null, number | null | undefined, number | null>;
  buffering: Generated<number>;
  /** Its event stream counts as open until then (servers renew it while the stream is open). */
  connected_until: number;
}

/** A room's current invite: the SHA-256 of its link's token and of its code. */
interface WatchRoomInviteTable {
  id: string;
  room_id: string;
  token_hash: string;
  code_hash: string;
  created: number;
  expires: number;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<NexusTables>;
  kind: DatabaseKind;
  /** Postgres only: for the connections a feature holds itself (the library's LISTEN). */
  connectionString?: string;
  close: () => Promise<void>;
}

/**
 * One Kysely instance for the process: Postgres when DATABASE_URL is set (so several servers
 * share users and sessions), else a SQLite file in DATA_DIR, created on first start.
 */
export function openDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Database {
  if (config.DATABASE_URL) {
    // A database host that does not answer at all fails a query after 5 s instead of holding it.
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection that Postgres drops (a restart, a failover, an admin's kill) is an
    // 'error' event on the pool; unheard, it would crash the server. The pool replaces the
    // connection on the next query, so a warning is all it needs.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle Postgres connection was lost'));
    // A connection lost while checked out between two statements (inside a transaction, when
    // Postgres restarts) is an 'error' event on that client, which the pool does not listen to
    // then: unheard, it would end the process. The statement in flight fails on its own, and
    // the request answers 503; this listener only keeps the server alive.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<NexusTables>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      connectionString: config.DATABASE_URL,
      close: () => db.destroy(),
    };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = new SQLite(path.join(config.DATA_DIR, 'nexus.db'));
  // WAL lets reads go on while a write is in flight; busy_timeout rides out short write locks.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<NexusTables>({ dialect: new SqliteDialect({ database: file }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
