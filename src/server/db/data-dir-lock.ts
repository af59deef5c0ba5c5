import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/nexus.lock holds the process id of the server (or the restore) using the data
 * directory, so a restore never swaps the database under a running server, and a second server
 * never opens the same SQLite file. A lock whose process is gone (a crash, a kill -9) is stale
 * and taken over. Where the system says when a process started (Linux's /proc), the lock names
 * that too: after a reboot or a container restart its pid may belong to another process, which
 * must not keep the server from starting.
 */
const LOCK_FILE = 'nexus.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another NEXUS process (pid ${pid}) is using the data directory ${path.resolve(dataDir)}. ` +
        'Stop it first (or, if no such process is NEXUS, delete ' +
        `${path.join(path.resolve(dataDir), LOCK_FILE)}).`,
    );
  }
}

/** The live process holding the data directory, or null (no lock, or a stale one). */
function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const [pidText = '', started] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const now = startTime(pid);
  return started === undefined || now === null || now === started ? pid : null;
}

/** When the process started (clock ticks since boot, field 22 of /proc/PID/stat), or null. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, or throws DataDirLockedError naming the process
 * that holds it. Returns the release, which removes the lock only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const release = () => {
    try {
      const [holder] = readFileSync(file, 'utf8').trim().split(/\s+/);
      if (holder === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx': created only if absent, so two processes starting together cannot both win.
      writeFileSync(file, `${[process.pid, startTime(process.pid) ?? ''].join(' ').trim()}\n`, {
        flag: 'wx',
      });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder === process.pid) return release;
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  // Another process took it between our removal of the stale lock and our second try.
  throw new DataDirLockedError(dataDir, dataDirHolder(dataDir) ?? 0);
}
