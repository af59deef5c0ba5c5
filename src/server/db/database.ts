import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '@/server/config';

/** Tables this project defines itself (better-auth's own tables are typed by the library). */
export interface AuthAttemptTable {
  key: string;
  at: number;
  /** Identifies one reservation (see AuthLimits); null on rows written before it existed. */
  token: string | null;
}
export interface NexusTables {
  auth_attempt: AuthAttemptTable;
  daily_usage: DailyUsageTable;
}

export interface DailyUsageTable {
  key: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<NexusTables>;
  kind: DatabaseKind;
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
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection that Postgres drops (a restart, a failover, an admin's kill) is an
    // 'error' event on the pool; unheard, it would crash the server. The pool replaces the
    // connection on the next query, so a warning is all it needs.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle Postgres connection was lost'));
    const db = new Kysely<NexusTables>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = new SQLite(path.join(config.DATA_DIR, 'nexus.db'));
  // WAL lets reads go on while a write is in flight; busy_timeout rides out short write locks.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<NexusTables>({ dialect: new SqliteDialect({ database: file }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
