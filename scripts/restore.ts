import { ConfigError, loadConfig } from '@/server/config';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { restoreBackup, RestoreError } from '@/server/db/backup/restore-backup';

/**
 * `npm run restore -- FILE`: puts a backup taken by `npm run backup` in place of the SQLite
 * database in DATA_DIR, with the server stopped. The next start migrates it forward.
 */
const usage = 'Usage: npm run restore -- FILE   (a nexus-YYYYMMDD-HHMMSS.db from DATA_DIR/backups)';

async function main(argv: string[]) {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'The database is on Postgres (DATABASE_URL): restore it with pg_restore, all servers stopped: ' +
        'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump',
    );
    return 1;
  }
  const result = restoreBackup(config.DATA_DIR, file);
  console.info(`Restored ${file} into ${config.DATA_DIR}.`);
  for (const aside of result.keptAside) console.info(`Kept the previous file as ${aside}`);
  for (const secret of result.secrets) console.info(`Put back the secret ${secret}`);
  console.info(
    'Every session has ended: everyone signs in again. Each device syncs its library afresh on its next visit. ' +
      'Start the server: it brings an older backup up to date.',
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof RestoreError ||
      error instanceof DataDirLockedError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
