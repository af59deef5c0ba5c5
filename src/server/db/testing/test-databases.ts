import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '@/server/http/testing/free-port';
import { openDatabase, type Database, type DatabaseKind } from '@/server/db/database';
import { migrateNexusTables } from '@/server/db/migrations';
import { findPostgresBin, startTestPostgres, type TestPostgres } from './test-postgres';
import { POSTGRES_HINT, requireOrRecordSkip } from './missing-services';

/**
 * Test support: the two databases the server runs on, for `describe.each(databaseBackends)`.
 * SQLite always runs; Postgres runs when the machine has its binaries. Without them CI fails
 * (.ci/run installs them) and a developer's run skips the Postgres half, each suite counted in
 * the loud line at the end of `npm test` (missing-services.ts).
 */
const postgresBin = findPostgresBin();

export const hasTestPostgres = postgresBin !== null;

if (!hasTestPostgres) {
  // Read while the importing test file is collected, so it names that file. In CI this throws,
  // which fails the file even when every one of its tests would have been skipped.
  const suite = expect.getState().testPath ?? 'a test file';
  requireOrRecordSkip('Postgres', POSTGRES_HINT, path.relative(process.cwd(), suite));
}

export interface DatabaseBackend {
  name: DatabaseKind;
  skip: boolean;
}

export const databaseBackends: DatabaseBackend[] = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: !hasTestPostgres },
];

export interface BackendServer {
  /** The DATABASE_URL to use: none for SQLite, which lives in DATA_DIR. */
  url: string | undefined;
  stop: () => Promise<void>;
}

/** For Postgres a throw-away server holding one empty database; SQLite needs no server. */
export async function startBackendServer(
  name: DatabaseKind,
  databaseName: string,
): Promise<BackendServer> {
  if (name === 'sqlite') return { url: undefined, stop: async () => {} };
  const postgres = await startTestPostgres(postgresBin!, await freePort());
  return { url: await postgres.createDatabase(databaseName), stop: postgres.stop };
}

/**
 * Opens a migrated database on one backend for the tests of the surrounding describe block,
 * and closes it (and its Postgres server) after them. The returned object is filled in
 * `beforeAll`, so read it inside tests, not while the block is being declared.
 */
export function useTestDatabase({ name, skip }: DatabaseBackend, databaseName: string): Database {
  const database = {} as Database;
  let server: BackendServer | undefined;
  beforeAll(async () => {
    if (skip) return;
    server = await startBackendServer(name, databaseName);
    const dataDir = mkdtempSync(path.join(tmpdir(), `${databaseName}-`));
    Object.assign(database, openDatabase({ DATA_DIR: dataDir, DATABASE_URL: server.url }));
    await migrateNexusTables(database.db as unknown as Kysely<unknown>);
  }, 120_000);
  afterAll(async () => {
    await database.close?.();
    await server?.stop();
  }, 60_000);
  return database;
}

export interface OwnTestPostgres {
  postgres: TestPostgres;
  url: string;
  /** Migrated, with its warnings kept out of the test output. */
  database: Database;
}

/**
 * A Postgres server of the surrounding describe block's own, for tests that stop and restart it
 * (`postgres.pause()` / `resume()`), with one migrated database. Filled in `beforeAll`; use with
 * `describe.skipIf(!hasTestPostgres)`.
 */
export function useOwnTestPostgres(databaseName: string): OwnTestPostgres {
  const own = {} as OwnTestPostgres;
  beforeAll(async () => {
    if (!hasTestPostgres) return;
    own.postgres = await startTestPostgres(postgresBin!, await freePort());
    own.url = await own.postgres.createDatabase(databaseName);
    const quiet = { warn: () => undefined };
    own.database = openDatabase({ DATA_DIR: '/nonexistent', DATABASE_URL: own.url }, quiet);
    await migrateNexusTables(own.database.db as unknown as Kysely<unknown>);
  }, 120_000);
  afterAll(async () => {
    await own.database?.close();
    await own.postgres?.stop();
  }, 60_000);
  return own;
}
