import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { lockDataDir } from '@/server/db/data-dir-lock';
import {
  LIBRARY_EPOCH,
  newEpoch,
  NEXUS_MIGRATION_TABLE,
  NEXUS_MIGRATIONS,
} from '@/server/db/migrations';
import { backupStem, DATABASE_FILE, SECRET_FILES } from './backup-files';

/** A restore refused; the message says why, for the operator. Nothing was changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** better-auth's tables that every NEXUS database with accounts has. */
const AUTH_TABLES = ['user', 'session', 'account'];

export interface RestoreResult {
  /** Where the files that were in place went (kept, not deleted). */
  keptAside: string[];
  /** The secrets put in place from beside the backup. */
  secrets: string[];
}

/**
 * Puts a SQLite backup in place as DATA_DIR/nexus.db. Refused while a server uses the data
 * directory (its lock), and unless the file is a sound NEXUS database of a schema this code
 * knows; the next start migrates an older one forward. The file in place and its -wal/-shm are
 * kept aside under a timestamped name. Every session is ended (no session revoked since the
 * backup comes back) and the library gets a new epoch, so every device syncs afresh. Secrets
 * found beside the backup (taken with it) are put back too.
 */
export function restoreBackup(dataDir: string, file: string, now = new Date()): RestoreResult {
  if (!existsSync(file)) throw new RestoreError(`There is no file ${file}.`);
  const release = lockDataDir(dataDir);
  const target = path.join(dataDir, DATABASE_FILE);
  const incoming = `${target}.restoring`;
  try {
    removeDatabase(incoming);
    copyFileSync(file, incoming);
    try {
      prepare(incoming, file);
    } catch (error) {
      removeDatabase(incoming);
      throw error;
    }
    const stamp = backupStem(now).replace(/^nexus-/, '');
    const keptAside: string[] = [];
    for (const suffix of ['', '-wal', '-shm']) {
      const current = `${target}${suffix}`;
      if (!existsSync(current)) continue;
      const aside = path.join(dataDir, `nexus-replaced-${stamp}.db${suffix}`);
      renameSync(current, aside);
      keptAside.push(aside);
    }
    renameSync(incoming, target);
    const secrets = restoreSecrets(dataDir, file, stamp, keptAside);
    return { keptAside, secrets };
  } finally {
    release();
  }
}

function removeDatabase(file: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/** Checks the copy, then ends its sessions and gives its library a new epoch. */
function prepare(copy: string, original: string) {
  let db: SQLite.Database;
  try {
    db = new SQLite(copy, { fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${original} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let check: string;
    try {
      check = db.pragma('integrity_check', { simple: true }) as string;
    } catch {
      throw new RestoreError(`${original} is not a SQLite database, so not a NEXUS backup.`);
    }
    if (check !== 'ok') {
      throw new RestoreError(`${original} is damaged (SQLite's integrity check: ${check}).`);
    }
    const tables = new Set(
      (
        db.prepare(`select name from sqlite_master where type = 'table'`).all() as Array<{
          name: string;
        }>
      ).map((row) => row.name),
    );
    const missing = [NEXUS_MIGRATION_TABLE, ...AUTH_TABLES].filter((name) => !tables.has(name));
    if (missing.length > 0) {
      throw new RestoreError(
        `${original} is not a NEXUS database: it lacks the tables ${missing.join(', ')}.`,
      );
    }
    const applied = (
      db.prepare(`select name from ${NEXUS_MIGRATION_TABLE}`).all() as Array<{ name: string }>
    ).map((row) => row.name);
    const unknown = applied.filter((name) => !NEXUS_MIGRATIONS.includes(name));
    if (unknown.length > 0) {
      throw new RestoreError(
        `${original} was made by a newer NEXUS than this one (its schema has ${unknown.join(', ')}, ` +
          'which this code does not know). Update NEXUS first, then restore it.',
      );
    }
    db.transaction(() => {
      db.prepare('delete from session').run();
      // A backup older than the epoch gets its first one from the migration on the next start.
      if (tables.has('server_meta')) {
        db.prepare(
          'insert into server_meta (name, value) values (?, ?) on conflict (name) do update set value = excluded.value',
        ).run(LIBRARY_EPOCH, newEpoch());
      }
    })();
  } finally {
    db.close();
  }
}

/** The backup's secrets (`<stem>.auth-secret` beside `<stem>.db`); a different one is kept aside. */
function restoreSecrets(dataDir: string, file: string, stamp: string, keptAside: string[]) {
  const stem = file.replace(/\.db$/, '');
  const restored: string[] = [];
  for (const name of SECRET_FILES) {
    const saved = `${stem}.${name}`;
    if (stem === file || !existsSync(saved)) continue;
    const current = path.join(dataDir, name);
    if (existsSync(current)) {
      if (readFileSync(current, 'utf8') === readFileSync(saved, 'utf8')) continue;
      const aside = `${current}.replaced-${stamp}`;
      renameSync(current, aside);
      keptAside.push(aside);
    }
    copyFileSync(saved, current);
    chmodSync(current, 0o600);
    restored.push(current);
  }
  return restored;
}
