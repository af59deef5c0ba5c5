import { copyFileSync, chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '@/server/config';
import {
  BackupError,
  backupDir,
  DATABASE_FILE,
  freeStem,
  pruneBackups,
  SECRET_FILES,
} from './backup-files';
import { dumpPostgres } from './dump-postgres';

export type BackupConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'AUTH_MODE'>;

export interface BackupOptions {
  /** Keep only the newest this many backups (this one included). */
  keep?: number;
  /** Tests name the time; otherwise now. */
  now?: Date;
  /** The pg_dump to run (tests point at their Postgres binaries); `pg_dump` from the PATH. */
  pgDump?: string;
}

export interface BackupResult {
  /** The files written, full paths. */
  files: string[];
  /** What the operator should know: what was and was not backed up, and why. */
  notes: string[];
  /** The backups deleted by `keep`. */
  deleted: string[];
}

/**
 * One backup of what the server keeps, into DATA_DIR/backups: with SQLite a consistent copy of
 * the database taken while the server may be writing (SQLite's online backup), with Postgres a
 * pg_dump when it is installed; in both, the secrets the server generated in DATA_DIR.
 */
export async function takeBackup(
  config: BackupConfig,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const dir = backupDir(config.DATA_DIR);
  // Owner only: a backup holds password hashes, session tokens and the signing secret.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stem = freeStem(dir, options.now ?? new Date());
  const files: string[] = [];
  const notes: string[] = [];
  try {
    if (config.AUTH_MODE === 'anonymous') {
      notes.push(
        'Accounts are off (AUTH_MODE=anonymous): the database holds nobody’s data (only the counters of the limits), so only its secrets are backed up.',
      );
    } else if (config.DATABASE_URL) {
      const dumped = await dumpPostgres(
        config.DATABASE_URL,
        path.join(dir, `${stem}.dump`),
        options.pgDump,
      );
      if (dumped.file) files.push(dumped.file);
      notes.push(dumped.note);
    } else {
      files.push(await copySqlite(config.DATA_DIR, path.join(dir, `${stem}.db`)));
    }
    files.push(...copySecrets(config.DATA_DIR, dir, stem));
  } catch (error) {
    for (const file of files) rmSync(file, { force: true });
    throw error;
  }
  for (const file of files) chmodSync(file, 0o600);
  if (files.length === 0) notes.push('There was nothing to back up.');
  const deleted = options.keep === undefined ? [] : pruneBackups(dir, options.keep);
  return { files, notes, deleted };
}

/**
 * SQLite's online backup, all pages in one step: one read transaction, so the copy is the
 * database as it was at one moment, and (in WAL mode) the server's writes go on meanwhile. The
 * copy is written under a temporary name and renamed, so a failed one never looks like a backup.
 */
async function copySqlite(dataDir: string, target: string): Promise<string> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) {
    throw new BackupError(
      `There is no database at ${source} yet: start the server once, or set DATA_DIR to where it keeps its data.`,
    );
  }
  const db = new SQLite(source, { fileMustExist: true });
  const partial = `${target}.partial`;
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => 0x7fffffff });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return target;
}

/** The generated secrets (made readable by their owner only, as in DATA_DIR, with the rest). */
function copySecrets(dataDir: string, dir: string, stem: string): string[] {
  const copied: string[] = [];
  for (const name of SECRET_FILES) {
    const source = path.join(dataDir, name);
    if (!existsSync(source)) continue;
    const target = path.join(dir, `${stem}.${name}`);
    copyFileSync(source, target);
    copied.push(target);
  }
  return copied;
}
