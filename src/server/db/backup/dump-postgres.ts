import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A pg_dump of the database in its custom format (what pg_restore reads), when pg_dump is
 * installed; otherwise a note saying how to take one. The password goes to pg_dump through its
 * environment, not its arguments, which other users of the machine can read.
 */
export async function dumpPostgres(
  databaseUrl: string,
  target: string,
  pgDump = 'pg_dump',
): Promise<{ file: string | null; note: string }> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const args = ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${url.href}`];
  const outcome = await run(pgDump, args, env);
  if (outcome === 'missing') {
    return {
      file: null,
      note:
        'The database is on Postgres (DATABASE_URL) and pg_dump is not installed here, so it was not backed up. ' +
        'Back it up with Postgres tooling: pg_dump --format=custom --file=nexus.dump "$DATABASE_URL" ' +
        '(restore with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" nexus.dump, then npm run restore -- --after-pg-restore).',
    };
  }
  if (outcome !== 'ok') {
    rmSync(target, { force: true });
    throw new Error(`pg_dump failed: ${outcome}`);
  }
  return {
    file: target,
    note: 'The Postgres database was backed up with pg_dump (custom format).',
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? 'missing' : error.message),
    );
    child.on('close', (code) => resolve(code === 0 ? 'ok' : stderr.trim() || `exit code ${code}`));
  });
}
