import { ConfigError, loadConfig } from '@/server/config';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { restoreBackup, RestoreError } from '@/server/db/backup/restore-backup';
import { finishPostgresRestore, restorePostgres } from '@/server/db/backup/restore-postgres';

/**
 * `npm run restore -- FILE`: puts a backup taken by `npm run backup` in place of the database,
 * with the server stopped: the SQLite file in DATA_DIR, or with DATABASE_URL a pg_dump through
 * pg_restore (`--after-pg-restore` when the operator ran pg_restore). The next start migrates
 * an older one forward.
 */
const usage =
  'Usage: npm run restore -- FILE   (a nexus-YYYYMMDD-HHMMSS.db, or .dump on Postgres, from DATA_DIR/backups)\n' +
  '       npm run restore -- --after-pg-restore   (Postgres: after running pg_restore yourself)';

const ENDED =
  'Every session has ended: everyone signs in again. Each device syncs its library afresh on its next visit. ' +
  'Start the server: it brings an older backup up to date.';

async function main(argv: string[]) {
  const [file, ...rest] = argv;
  const afterPgRestore = file === '--after-pg-restore';
  if (!file || rest.length > 0 || (file.startsWith('-') && !afterPgRestore)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    if (afterPgRestore) {
      await finishPostgresRestore(config.DATABASE_URL);
    } else if ((await restorePostgres(config.DATABASE_URL, file)) === 'no-pg-restore') {
      console.error(
        'pg_restore is not installed here. With every server stopped, run\n' +
          `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${file}\n` +
          'then: npm run restore -- --after-pg-restore',
      );
      return 1;
    }
    console.info(`Restored the Postgres database${afterPgRestore ? '' : ` from ${file}`}.`);
    console.info(ENDED);
    return 0;
  }
  if (afterPgRestore) {
    console.error('--after-pg-restore is for Postgres (DATABASE_URL), which is not set.');
    return 2;
  }
  const result = restoreBackup(config.DATA_DIR, file);
  console.info(`Restored ${file} into ${config.DATA_DIR}.`);
  for (const aside of result.keptAside) console.info(`Kept the previous file as ${aside}`);
  for (const secret of result.secrets) console.info(`Put back the secret ${secret}`);
  console.info(ENDED);
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
