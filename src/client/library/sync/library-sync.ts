import {
  clearLibraryRecords,
  clearLocalLibrary,
  libraryOwnerOf,
} from '@/client/library/stores/library-owner';
import {
  readCurrentProfile,
  writeCurrentProfile,
} from '@/client/library/stores/current-profile-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { notify } from '@/client/lib/notices';
import { readRaw, storedKeys, subscribeStorage } from '@/client/lib/storage';
import { captureLocalChanges } from './capture-local-changes';
import { adoptionNotice, adoptLocalLibrary } from './owner-rules';
import { QUEUE_KEY_PREFIX, readLibraryOwner, readQueue, writeQueue } from './sync-state';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import { useSyncStatus } from './sync-status';

/**
 * The library sync of this page (loaded lazily, after first paint, in accounts mode only): at
 * most one engine, for the signed-in account.
 */
let current: { owner: string; engine: SyncEngine } | null = null;

/**
 * Starts the sync of the library of the profile this browser watches as (the account's first
 * profile until one is chosen): its owner mark is the account's id, or `{uid}~{profileId}`
 * for another profile (library-owner.ts).
 */
export function startLibrarySync(uid: string): SyncEngine {
  const profile = readCurrentProfile();
  const owner = libraryOwnerOf(uid, profile);
  if (current?.owner === owner) return current.engine;
  current?.engine.stop();
  dropLeftQueues(owner);
  const added = adoptLocalLibrary(owner);
  const message = adoptionNotice(added);
  if (message) notify({ message });
  const engine = createSyncEngine(owner, {
    profileId: profile?.id ?? null,
    onProfileLost: () => leaveProfileLibrary(),
  });
  current = { owner, engine };
  followProfileSwitches(uid);
  return engine;
}

let following: (() => void) | null = null;
/**
 * Another tab switched profile (switch-profile.ts): this tab's engine, which may hold the sync
 * lock, stops and starts again for the profile now in the keys.
 */
function followProfileSwitches(uid: string) {
  following?.();
  following = subscribeStorage((key) => {
    if (key !== storageKeys.currentProfile || !current) return;
    if (libraryOwnerOf(uid, readCurrentProfile()) === current.owner) return;
    current.engine.stop();
    current = null;
    startLibrarySync(uid);
  });
}

/**
 * The server says this device no longer watches as the profile whose library this page holds:
 * its last changes go to its queue (pushed when it is chosen again), its records leave the
 * product's keys, and with no profile chosen the page asks "Who's watching?".
 */
export function leaveProfileLibrary() {
  stopLibrarySync();
  const owner = readLibraryOwner();
  if (owner !== null) captureLocalChanges(owner, { all: true });
  clearLibraryRecords();
  writeCurrentProfile(null);
}

export function stopLibrarySync() {
  following?.();
  following = null;
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
