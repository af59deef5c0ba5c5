import { clearLocalLibrary } from '@/client/lib/local-data/library-owner';
import { notify } from '@/client/lib/notices';
import { captureLocalChanges } from './capture-local-changes';
import { adoptionNotice, adoptLocalLibrary } from './owner-rules';
import { readLibraryOwner, readQueue } from './sync-state';
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
