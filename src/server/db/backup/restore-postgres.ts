import { existsSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '@/server/db/database';
import {
  LIBRARY_EPOCH,
  newEpoch,
  NEXUS_MIGRATION_TABLE,
  NEXUS_MIGRATIONS,
} from '@/server/db/migrations';

/** The migration that made the table holding the library's epoch. */
const SERVER_META_MIGRATION = '0011-server-meta';
import { runPostgresTool } from './postgres-tools';
import { RestoreError } from './restore-backup';

/**
 * Postgres: a pg_dump taken by `npm run backup` goes back with pg_restore (every server stopped:
 * there is no lock file across machines), then every session is ended and the library gets a
 * new epoch, as on SQLite. Without pg_restore installed, the operator runs it and then
 * `npm run restore -- --after-pg-restore`, which does the rest.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  pgRestore = 'pg_restore',
): Promise<'restored' | 'no-pg-restore'> {
  if (!existsSync(file)) throw new RestoreError(`There is no file ${file}.`);
  const args = ['--clean', '--if-exists', '--no-owner', '--single-transaction', file];
  const outcome = await runPostgresTool(pgRestore, args, databaseUrl);
  if (outcome === 'missing') return 'no-pg-restore';
  if (outcome !== 'ok') throw new RestoreError(`pg_restore refused ${file}: ${outcome}`);
  await finishPostgresRestore(databaseUrl);
  return 'restored';
}

/** After pg_restore: checks the schema is one this code knows, ends every session, new epoch. */
export async function finishPostgresRestore(databaseUrl: string) {
  const database = openDatabase({ DATA_DIR: '.', DATABASE_URL: databaseUrl });
  const db = database.db as unknown as Kysely<Record<string, Record<string, string>>>;
  try {
    const applied = await sql<{
      name: string;
    }>`select name from ${sql.table(NEXUS_MIGRATION_TABLE)}`
      .execute(db)
      .then((result) => result.rows.map((row) => row.name))
      .catch(() => {
        throw new RestoreError(
          'The database is not a NEXUS database: it has no nexus_migration table.',
        );
      });
    const unknown = applied.filter((name) => !NEXUS_MIGRATIONS.includes(name));
    if (unknown.length > 0) {
      throw new RestoreError(
        `The restored database was made by a newer NEXUS than this one (its schema has ${unknown.join(', ')}). ` +
          'Update NEXUS first, then start it.',
      );
    }
    await db.transaction().execute(async (trx) => {
      await sql`delete from session`.execute(trx);
      // A dump older than the epoch gets its first one from the migration on the next start.
      if (applied.includes(SERVER_META_MIGRATION)) {
        await sql`insert into server_meta (name, value) values (${LIBRARY_EPOCH}, ${newEpoch()})
          on conflict (name) do update set value = excluded.value`.execute(trx);
      }
    });
  } finally {
    await database.close();
  }
}
