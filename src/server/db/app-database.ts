import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@/server/config';
import { openDatabase, type Database } from './database';
import { databaseProbe } from './database-probe';
import { migrateNexusTables } from './migrations';

/**
 * The server's one database, owned by the app (server/app.ts): opened and migrated before any
 * plugin starts, in every AUTH_MODE, handed to each part that keeps something there (auth, the
 * library, the limits, the chat, the catalogue cache), and closed after all of them.
 */
export interface AppDatabase extends Database {
  /**
   * Whether it answers right now (database-probe.ts): /healthz asks, and the plugins tell an
   * outage (503) from "no session" or a bug.
   */
  up: () => Promise<boolean>;
}

/** Opens the database of the config (SQLite in DATA_DIR, or DATABASE_URL) with our tables migrated. */
export async function openAppDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AppDatabase> {
  const database = openDatabase(config, log);
  try {
    await migrateNexusTables(database.db as unknown as Kysely<unknown>);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { ...database, up: databaseProbe(database.db) };
}
