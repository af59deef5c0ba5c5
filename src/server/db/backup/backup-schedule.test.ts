import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { findPostgresBin } from '@/server/db/testing/test-postgres';
import {
  hasTestPostgres,
  startBackendServer,
  type BackendServer,
} from '@/server/db/testing/test-databases';
import { startBackupSchedule } from './backup-schedule';

const HOUR = 3_600_000;
const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'nexus-scheduled-'));

afterEach(() => {
  vi.useRealTimers();
});

function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (first: unknown, second?: unknown) =>
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('BACKUP_EVERY_HOURS (SQLite)', () => {
  it('the server takes a backup each period, with one log line for each', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataDir = newDataDir();
    const lines: string[] = [];
    const config = loadConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '2' });
    const app = await buildApp({
      config,
      catalogSource: {} as CatalogSource,
      clientDir: dataDir,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    vi.advanceTimersByTime(HOUR);
    vi.advanceTimersByTime(HOUR); // the period ends: one backup starts
    await app.close(); // waits for the backup in flight
    const saved = lines
      .map((line) => JSON.parse(line) as { msg: string; level: number })
      .filter((line) => line.msg.startsWith('scheduled backup'));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.level).toBe(30);
    const file = /saved: (.+\.db)$/.exec(saved[0]!.msg)![1]!;
    expect(file.startsWith(path.join(dataDir, 'backups', 'nexus-'))).toBe(true);
    expect(existsSync(file)).toBe(true);
  });
});

describe.skipIf(!hasTestPostgres)('BACKUP_EVERY_HOURS (Postgres)', () => {
  let server: BackendServer;
  const pgDump = path.join(findPostgresBin() ?? '', 'pg_dump');
  beforeAll(async () => {
    server = await startBackendServer('postgres', 'nexus_scheduled_backup');
  });
  afterAll(async () => server?.stop());

  const config = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: server.url,
    AUTH_MODE: 'accounts' as const,
    BACKUP_EVERY_HOURS: 1,
  });

  it('one server of a cluster takes it, with pg_dump', async () => {
    const [a, b] = [recordingLog(), recordingLog()];
    const [dirA, dirB] = [newDataDir(), newDataDir()];
    const first = startBackupSchedule(config(dirA), a.log, { pgDump });
    const second = startBackupSchedule(config(dirB), b.log, { pgDump });
    try {
      for (let tick = 0; tick < 2; tick += 1) {
        await Promise.all([first.runNow(), second.runNow()]);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const takers = [a, b].filter((record) => record.lines.length > 0);
    expect(takers).toHaveLength(1);
    expect(takers[0]!.lines.map((line) => line.level)).toEqual(['info', 'info']);
    const dump = /saved: (.+\.dump)$/.exec(takers[0]!.lines[0]!.message)![1]!;
    // pg_dump's custom format, which pg_restore reads.
    expect(readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('without pg_dump it logs that it cannot take one', async () => {
    const record = recordingLog();
    const schedule = startBackupSchedule(config(newDataDir()), record.log, {
      pgDump: '/nowhere/pg_dump',
    });
    await schedule.runNow();
    await schedule.stop();
    expect(record.lines).toEqual([
      {
        level: 'warn',
        message:
          'scheduled backup not taken: the database is on Postgres and pg_dump is not installed on this server',
      },
    ]);
  });
});
