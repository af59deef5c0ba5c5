import { ConfigError, loadConfig } from '@/server/config';
import { BackupError } from '@/server/db/backup/backup-files';
import { takeBackup } from '@/server/db/backup/take-backup';

/**
 * `npm run backup [-- --keep N]`: one backup of the server's database and generated secrets
 * into DATA_DIR/backups, safe while the server runs; `--keep N` then keeps the newest N.
 */
const usage = 'Usage: npm run backup [-- --keep N]   (N: how many backups to keep, at least 1)';

function parseKeep(argv: string[]): number | undefined | null {
  if (argv.length === 0) return undefined;
  const [flag, value, ...rest] = argv;
  if (flag !== '--keep' || value === undefined || rest.length > 0) return null;
  if (!/^\d+$/.test(value) || Number(value) < 1) return null;
  return Number(value);
}

async function main(argv: string[]) {
  const keep = parseKeep(argv);
  if (keep === null) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const result = await takeBackup(config, { keep });
  for (const note of result.notes) console.info(note);
  for (const file of result.files) console.info(`Saved ${file}`);
  if (result.deleted.length > 0) {
    console.info(`Deleted ${result.deleted.length} older backup(s): ${result.deleted.join(', ')}`);
  }
  if (result.files.some((file) => file.endsWith('auth-secret'))) {
    console.info(
      'The backup holds the session-signing secret: whoever has it can forge sessions. Store it as carefully as the server.',
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
