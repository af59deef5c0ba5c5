import { rmSync } from 'node:fs';
import { BackupError } from './backup-files';
import { runPostgresTool } from './postgres-tools';

/**
 * A pg_dump of the database in its custom format (what pg_restore reads), when pg_dump is
 * installed; otherwise a note saying how to take one.
 */
export async function dumpPostgres(
  databaseUrl: string,
  target: string,
  pgDump = 'pg_dump',
): Promise<{ file: string | null; note: string }> {
  const args = ['--format=custom', '--no-owner', `--file=${target}`];
  const outcome = await runPostgresTool(pgDump, args, databaseUrl);
  if (outcome === 'missing') {
    return {
      file: null,
      note:
        'The database is on Postgres (DATABASE_URL) and pg_dump is not installed here, so it was not backed up. ' +
        'Back it up with Postgres tooling: pg_dump --format=custom --file=nexus.dump "$DATABASE_URL" ' +
        '(restore: npm run restore -- nexus.dump with pg_restore installed, every server stopped).',
    };
  }
  if (outcome !== 'ok') {
    rmSync(target, { force: true });
    throw new BackupError(`pg_dump failed: ${outcome}`);
  }
  return {
    file: target,
    note: 'The Postgres database was backed up with pg_dump (custom format).',
  };
}
