import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** A backup that could not be taken; the message says why, for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Backups go under DATA_DIR/backups, one set of files per backup, named by when it was taken. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

/** The SQLite file and the secrets the server generated there (auth-secret.ts, notices/vapid-keys.ts). */
export const DATABASE_FILE = 'nexus.db';
export const SECRET_FILES = ['auth-secret', 'vapid-keys'] as const;

/** `nexus-YYYYMMDD-HHMMSS`, UTC, so names sort by time and read the same on every machine. */
export function backupStem(at: Date): string {
  const iso = at.toISOString(); // 2026-11-26T17:18:33.123Z
  return `nexus-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
}

/** A backup's stem, with `-2`, `-3`… when one was already taken in the same second. */
const STEM = /^(nexus-\d{8}-\d{6})(?:-(\d+))?\./;

interface BackupSet {
  stem: string;
  order: [string, number];
  files: string[];
}

/** The backups in `dir`, newest first; files that are not ours are left out. */
export function listBackups(dir: string): BackupSet[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const sets = new Map<string, BackupSet>();
  for (const name of names) {
    const match = STEM.exec(name);
    if (!match) continue;
    const stem = match[2] ? `${match[1]}-${match[2]}` : match[1]!;
    const set = sets.get(stem) ?? { stem, order: [match[1]!, Number(match[2] ?? 1)], files: [] };
    set.files.push(name);
    sets.set(stem, set);
  }
  return [...sets.values()].sort((a, b) =>
    a.order[0] === b.order[0] ? b.order[1] - a.order[1] : a.order[0] < b.order[0] ? 1 : -1,
  );
}

/** A stem no backup in `dir` uses yet for the time `at`. */
export function freeStem(dir: string, at: Date): string {
  const base = backupStem(at);
  const taken = new Set(listBackups(dir).map((set) => set.stem));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Deletes every backup but the newest `keep`; returns the stems deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const set of old) {
    for (const file of set.files) rmSync(path.join(dir, file), { force: true });
  }
  return old.map((set) => set.stem);
}
