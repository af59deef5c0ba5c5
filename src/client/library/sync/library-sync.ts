import { clearLocalLibrary } from '@/client/library/stores/library-owner';
import { storageKeys } from '@/client/lib/storage-keys';
import { notify } from '@/client/lib/notices';
import { readRaw, storedKeys } from '@/client/lib/storage';
import { captureLocalChanges } from './capture-local-changes';
import { adoptionNotice, adoptLocalLibrary } from './owner-rules';
import { QUEUE_KEY_PREFIX, readLibraryOwner, readQueue, writeQueue } from './sync-state';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import { useSyncStatus } from './sync-status';

/**
 * The library sync of this page (loaded lazily, after first paint, in accounts mode only): at
 * most one engine, for the signed-in account.
 */
let current: { uid: string; engine: SyncEngine } | null = null;

export function startLibrarySync(uid: string): SyncEngine {
  if (current?.uid === uid) return current.engine;
  current?.engine.stop();
  dropLeftQueues(uid);
  const added = adoptLocalLibrary(uid);
  const message = adoptionNotice(added);
  if (message) notify({ message });
  current = { uid, engine: createSyncEngine(uid) };
  return current.engine;
}

export function stopLibrarySync() {
  current?.engine.stop();
  current = null;
  useSyncStatus.setState({ phase: 'idle', pending: 0 });
}

/**
 * Before sign-out: pushes what is pending, for at most `timeoutMs`. Resolves with the number of
 * changes that have still not reached the account.
 */
export async function flushBeforeSignOut(timeoutMs = 5000): Promise<number> {
  if (current) return current.engine.flush(timeoutMs);
  const owner = readLibraryOwner();
  if (owner === null) return 0;
  const unsaved = captureLocalChanges(owner, { all: true }).unsaved ?? 0;
  return readQueue(owner).length + unsaved;
}

/**
 * After sign-out (here, or a session ended elsewhere): the owner's last changes go to its queue,
 * which stays for its next sign-in on this browser, and its library leaves the product's keys.
 */
export function forgetLocalLibrary() {
  stopLibrarySync();
  const owner = readLibraryOwner();
  if (owner !== null) captureLocalChanges(owner, { all: true });
  clearLocalLibrary();
}

/**
 * The server said nobody is signed in (a page loaded signed out, a 401 from any call): whatever
 * an ended session left goes, as at sign-out, except its unsent changes (docs/product.md#sessions).
 */
export function forgetEndedSession() {
  dropLeftQueues(null);
  if (readLibraryOwner() !== null || readRaw(storageKeys.librarySnapshot) !== null) {
    forgetLocalLibrary();
  }
}

/** How long an account's unsent changes wait on this browser for it to sign in again. */
export const LEFT_QUEUE_MS = 30 * 24 * 3600_000;

/**
 * Drops the queues of accounts other than `uid` (the one signing in, which pushes its own)
 * whose newest change was queued over 30 days ago: each operation carries the time it was
 * queued, so the queue records its own age and nothing else about the person stays.
 */
export function dropLeftQueues(uid: string | null, now = Date.now()) {
  for (const key of storedKeys(QUEUE_KEY_PREFIX)) {
    const owner = key.slice(QUEUE_KEY_PREFIX.length);
    if (owner === uid) continue;
    const newest = Math.max(0, ...readQueue(owner).map((op) => op.at));
    if (now - newest > LEFT_QUEUE_MS) writeQueue(owner, []);
  }
}
