import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '@/server/config';
import { takeBackup } from './take-backup';

/**
 * An arbitrary constant: the Postgres advisory lock that makes one server of a cluster the one
 * that takes the scheduled backups. It is held by a connection of its own for as long as that
 * server runs; when the server stops, the lock goes with the connection and another takes over.
 */
const BACKUP_LOCK_KEY = 7_036_182_551;

export interface BackupSchedule {
  /** One scheduled backup now (what each tick does). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

type ScheduleConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'AUTH_MODE'> & {
  BACKUP_EVERY_HOURS: number;
};

/**
 * BACKUP_EVERY_HOURS: the server takes the backup `npm run backup` takes, on a schedule, with
 * one log line for each (or one saying why it could not). On Postgres only the server holding
 * the advisory lock takes it, with pg_dump when installed.
 */
export function startBackupSchedule(
  config: ScheduleConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  options: { pgDump?: string } = {},
): BackupSchedule {
  let running: Promise<void> | null = null;
  let lockClient: pg.Client | null = null;
  let leader = false;

  async function leading(url: string) {
    if (leader) return true;
    try {
      if (!lockClient) {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
        // A lost connection loses the lock too: the next tick tries again.
        client.on('error', () => {
          leader = false;
          if (lockClient === client) lockClient = null;
        });
        lockClient = client;
        await client.connect();
      }
      const { rows } = await lockClient.query<{ got: boolean }>(
        'select pg_try_advisory_lock($1) as got',
        [BACKUP_LOCK_KEY],
      );
      leader = rows[0]?.got === true;
    } catch (error) {
      log.warn({ err: error }, 'scheduled backup: the database could not be asked who takes it');
      void lockClient?.end().catch(() => undefined);
      lockClient = null;
    }
    return leader;
  }

  async function once() {
    if (config.DATABASE_URL && !(await leading(config.DATABASE_URL))) return;
    try {
      const result = await takeBackup(config, { pgDump: options.pgDump });
      const main = result.files.find((file) => /\.(db|dump)$/.test(file));
      if (main) {
        log.info({ files: result.files }, `scheduled backup saved: ${main}`);
      } else if (config.DATABASE_URL) {
        log.warn(
          'scheduled backup not taken: the database is on Postgres and pg_dump is not installed on this server',
        );
      } else {
        const saved = result.files.map((file) => path.basename(file)).join(', ') || 'nothing';
        log.info(
          { files: result.files },
          `scheduled backup saved (accounts are off: secrets only): ${saved}`,
        );
      }
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed');
    }
  }

  const runNow = async () => {
    // One at a time: a slow backup is not started again on top of itself.
    running ??= once().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => void runNow(), config.BACKUP_EVERY_HOURS * 3_600_000);
  timer.unref();

  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
      await lockClient?.end().catch(() => undefined);
      lockClient = null;
    },
  };
}
