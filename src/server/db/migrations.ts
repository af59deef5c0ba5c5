import { randomBytes } from 'node:crypto';
import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';

/**
 * This project's own tables, as ordered Kysely migrations kept in code (no files to locate at
 * run time). better-auth creates and updates its own tables with its migration helper.
 */
const migrations: Record<string, Migration> = {
  '0001-auth-attempts': {
    // One row per counted auth call or failed sign-in, so limits hold across server processes.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_attempt')
        .ifNotExists()
        .addColumn('key', 'varchar(320)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_attempt_key_at')
        .ifNotExists()
        .on('auth_attempt')
        .columns(['key', 'at'])
        .execute();
    },
  },
  '0002-auth-attempt-token': {
    // Each attempt is reserved before it is checked, so concurrent requests cannot all slip
    // under a limit; the token lets a request take back its own reservation.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('auth_attempt').addColumn('token', 'varchar(64)').execute();
      await db.schema
        .createIndex('auth_attempt_token')
        .ifNotExists()
        .on('auth_attempt')
        .column('token')
        .execute();
    },
  },
  '0003-daily-usage': {
    // Per-day counters (the chat's daily cap on paid AI calls), shared by every server process.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('daily_usage')
        .ifNotExists()
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_usage_pk', ['key', 'day'])
        .execute();
    },
  },
  '0004-library': {
    // Each user's library, synced between their devices (issue 12): items, the operation ids
    // already applied, and one row per user with the change counter and the live counts.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('library_item')
        .ifNotExists()
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('key', 'varchar(40)', (c) => c.notNull())
        .addColumn('value', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('op_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('updated', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('library_item_pk', ['user_id', 'key'])
        .execute();
      // Pulls read one user's changes in seq order.
      await db.schema
        .createIndex('library_item_user_seq')
        .ifNotExists()
        .on('library_item')
        .columns(['user_id', 'seq'])
        .execute();
      // The prune finds old tombstones without reading every item.
      await db.schema
        .createIndex('library_item_tombstone')
        .ifNotExists()
        .on('library_item')
        .column('updated')
        .where(sql.ref('value'), 'is', null)
        .execute();
      await db.schema
        .createTable('library_op')
        .ifNotExists()
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('op_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('received', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('library_op_pk', ['user_id', 'op_id'])
        .execute();
      await db.schema
        .createIndex('library_op_received')
        .ifNotExists()
        .on('library_op')
        .column('received')
        .execute();
      await db.schema
        .createTable('library_user')
        .ifNotExists()
        .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('pruned_seq', 'bigint', (c) => c.notNull())
        .addColumn('vault_items', 'integer', (c) => c.notNull())
        .addColumn('progress_items', 'integer', (c) => c.notNull())
        .addColumn('history_items', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '0005-rate-limit-window': {
    // Fixed-window request counters of @fastify/rate-limit (chat, library), shared by every
    // server process like the auth limits, so a second server does not double anyone's limit.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_window')
        .ifNotExists()
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '0006-catalog-cache': {
    // The second level of the TMDB answer cache, shared by every server on one Postgres
    // (catalog/cache/shared-catalog-cache.ts). Unlogged: a cache needs no crash safety, and
    // writes skip the write-ahead log. SQLite (one process) gets the table but never uses it.
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable('catalog_cache')
        .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
        .ifNotExists()
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        // The answer as JSON text; null while a server holds the loading lease for a new key.
        .addColumn('value', 'text')
        .addColumn('stored_at', 'bigint', (c) => c.notNull())
        .addColumn('ttl_ms', 'bigint', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        // Until when one server is asking TMDB for this key; the others wait for its answer.
        .addColumn('lease_until', 'bigint')
        .execute();
      await db.schema
        .createIndex('catalog_cache_stored_at')
        .ifNotExists()
        .on('catalog_cache')
        .column('stored_at')
        .execute();
    },
  },
  '0007-server-secret': {
    // Secrets the servers of one database must share (auth-secret.ts): generated by the first.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_secret')
        .ifNotExists()
        .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .execute();
    },
  },
  '0008-library-watch-state': {
    // Live-item counts of the library's two newer kinds (watched marks, titles removed from
    // Continue Watching), each with its own limit; existing libraries have none of them yet.
    async up(db: Kysely<unknown>) {
      for (const column of ['watched_items', 'continue_removed_items']) {
        await db.schema
          .alterTable('library_user')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  },
  '0009-library-ratings': {
    // Your ratings (half stars) sync like the rest of the library, with their own count.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('library_user')
        .addColumn('rating_items', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '0010-library-stored-size': {
    // What each account keeps in all (rows, characters), so one account cannot fill the disk
    // with deleted items, operation ids or padded values; counted from what is already there.
    async up(db: Kysely<unknown>) {
      for (const column of ['stored_rows', 'stored_bytes']) {
        await db.schema
          .alterTable('library_user')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await countLibraryUsage(db);
    },
  },
  '0011-server-meta': {
    // Facts about the database itself, shared by every server on it: the library's epoch
    // (library/read-changes.ts), which a restore replaces so that every device syncs afresh.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_meta')
        .ifNotExists()
        .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .execute();
      await sql`insert into server_meta (name, value) values (${LIBRARY_EPOCH}, ${newEpoch()})`.execute(
        db,
      );
    },
  },
  '0012-two-factor-and-passkeys': {
    // The tables of better-auth's two-factor and passkey plugins (issue 39), with the columns
    // and types its own migration helper would give them, so that helper finds nothing to add.
    // No foreign keys: on a new database the user table is created after these, by that helper.
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const flag = postgres ? 'boolean' : 'integer';
      const date = postgres ? 'timestamptz' : 'date';
      await db.schema
        .createTable('twoFactor')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backupCodes', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull())
        .addColumn('verified', flag, (c) => c.defaultTo(postgres ? sql`true` : 1))
        .addColumn('failedVerificationCount', 'integer', (c) => c.defaultTo(0))
        .addColumn('lockedUntil', date)
        .execute();
      for (const column of ['secret', 'userId']) {
        await db.schema
          .createIndex(`twoFactor_${column}_idx`)
          .ifNotExists()
          .on('twoFactor')
          .column(column)
          .execute();
      }
      await db.schema
        .createTable('passkey')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text')
        .addColumn('publicKey', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull())
        .addColumn('credentialID', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('deviceType', 'text', (c) => c.notNull())
        .addColumn('backedUp', flag, (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('createdAt', date)
        .addColumn('aaguid', 'text')
        .execute();
      for (const column of ['userId', 'credentialID']) {
        await db.schema
          .createIndex(`passkey_${column}_idx`)
          .ifNotExists()
          .on('passkey')
          .column(column)
          .execute();
      }
    },
  },
  '0013-profiles': {
    // Profiles for a household (issue 31): up to five per account. The first one's library is
    // the account's own (library_id = the user's id), so every item synced before profiles
    // stays where it is; each other profile has a library of its own id. PIN tries are counted
    // on the row, whichever device asks.
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const flag = postgres ? 'boolean' : 'integer';
      await db.schema
        .createTable('profile')
        .ifNotExists()
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('library_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        // The name as compared: case and spacing do not make two profiles different.
        .addColumn('name_key', 'varchar(80)', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull())
        .addColumn('kids', flag, (c) => c.notNull())
        .addColumn('first', flag, (c) => c.notNull())
        .addColumn('created', 'bigint', (c) => c.notNull())
        .addColumn('pin_hash', 'varchar(200)')
        .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_wait_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_day', 'varchar(10)', (c) => c.notNull().defaultTo(''))
        .addColumn('pin_day_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_locked', flag, (c) => c.notNull().defaultTo(postgres ? sql`false` : 0))
        .addColumn('require_pin_to_add', flag, (c) =>
          c.notNull().defaultTo(postgres ? sql`false` : 0),
        )
        .addUniqueConstraint('profile_user_name', ['user_id', 'name_key'])
        .execute();
      await db.schema
        .createIndex('profile_user')
        .ifNotExists()
        .on('profile')
        .column('user_id')
        .execute();
    },
  },
  '0014-profile-language': {
    // Each profile's interface language (issue 33): one of the six tags, or null for none
    // chosen (the page keeps the visitor's cookie or browser language).
    // Run again over a database that has the column (a restored backup whose migration rows
    // are older than its tables), it leaves it as it is, as the tables' `ifNotExists` do.
    async up(db: Kysely<unknown>) {
      const tables = await db.introspection.getTables();
      const profile = tables.find((table) => table.name === 'profile');
      if (profile?.columns.some((column) => column.name === 'language')) return;
      await db.schema.alterTable('profile').addColumn('language', 'varchar(10)').execute();
    },
  },
  '0018-watch-rooms': {
    // Watch together (issue 35, decision 0035): rooms, their members and their invites live in
    // the database, so any server of a cluster answers for any room and a restart loses none.
    // Flags are integers 0/1 on both databases; times are epoch ms. An invite keeps only the
    // SHA-256 of its token and code.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('watch_room')
        .ifNotExists()
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('title_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('title_id', 'integer', (c) => c.notNull())
        .addColumn('season', 'integer')
        .addColumn('episode', 'integer')
        .addColumn('provider', 'varchar(40)', (c) => c.notNull())
        .addColumn('host_member_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('playing', 'integer', (c) => c.notNull())
        .addColumn('position', 'double precision', (c) => c.notNull())
        .addColumn('position_at', 'bigint', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('host_client_seq', 'bigint')
        .addColumn('hold_since', 'bigint')
        .addColumn('hold_position', 'double precision')
        .addColumn('empty_since', 'bigint')
        .addColumn('created', 'bigint', (c) => c.notNull())
        .addColumn('ended', 'bigint')
        .addColumn('end_reason', 'varchar(16)')
        .execute();
      await db.schema
        .createTable('watch_room_member')
        .ifNotExists()
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('room_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('joined', 'bigint', (c) => c.notNull())
        .addColumn('left_at', 'bigint')
        .addColumn('removed_at', 'bigint')
        .addColumn('buffering', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('connected_until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('watch_room_member_room')
        .ifNotExists()
        .on('watch_room_member')
        .column('room_id')
        .execute();
      await db.schema
        .createIndex('watch_room_member_user')
        .ifNotExists()
        .on('watch_room_member')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('watch_room_invite')
        .ifNotExists()
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('room_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created', 'bigint', (c) => c.notNull())
        .addColumn('expires', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};

/** The server_meta row of the library's epoch. */
export const LIBRARY_EPOCH = 'library-epoch';

/** A fresh epoch: random, so two restores never give the same one. */
export const newEpoch = () => randomBytes(12).toString('base64url');

/** The names of the migrations this code knows: a database with any other is newer than it. */
export const NEXUS_MIGRATIONS: readonly string[] = Object.keys(migrations);
export const NEXUS_MIGRATION_TABLE = 'nexus_migration';

/**
 * Sets every account's stored rows and characters from what its tables hold, counted as a push
 * counts them (src/server/library/apply-push.ts): rows of items and operation ids, characters of
 * keys and values.
 */
export async function countLibraryUsage(db: Kysely<unknown>) {
  await sql`
    update library_user set
      stored_rows =
        (select count(*) from library_item i where i.user_id = library_user.user_id) +
        (select count(*) from library_op o where o.user_id = library_user.user_id),
      stored_bytes =
        (select coalesce(sum(length(i.key) + coalesce(length(i.value), 0)), 0)
          from library_item i where i.user_id = library_user.user_id)
  `.execute(db);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateNexusTables(db: Kysely<unknown>) {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: NEXUS_MIGRATION_TABLE,
    migrationLockTableName: 'nexus_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
