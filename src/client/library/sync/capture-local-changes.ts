import type { LibraryOp } from '@/shared/library/library-ops';
import { UNDO_WINDOW_MS } from '@/client/lib/notices';
import { diffLocal, newOpId } from './diff-local';
import { readLocalLibrary } from './local-library';
import { recordRejected } from './rejected-changes';
import { enqueue, readLibraryOwner, readSnapshot, writeSnapshot } from './sync-state';

/**
 * When a history entry went missing here, by key. The merge rules order history by `watchedAt`,
 * so once a removal has reached the account, an Undo (the entry back with its old `watchedAt`)
 * could never beat it: a history removal waits out the undo window before it is sent.
 */
const missingSince = new Map<string, number>();
/** The undo offer's window. */
export const HISTORY_REMOVAL_DELAY_MS = UNDO_WINDOW_MS;

/**
 * Queues, for the account that owns the local library, every change made to the product's keys
 * since the last snapshot, and moves the snapshot on. Nothing when `uid` does not own the
 * library: one account's changes never go to another's queue. `all` also sends history
 * removals still in their undo window (sign-out). Returns the queued operations, and whether a
 * removal was held back (capture again after the window), or how many could not be queued
 * (storage full).
 */
export function captureLocalChanges(
  uid: string,
  options: { now?: number; all?: boolean } = {},
): LibraryOp[] & { held?: boolean; unsaved?: number } {
  if (readLibraryOwner() !== uid) return [];
  const now = options.now ?? Date.now();
  const snapshot = readSnapshot(uid);
  const local = readLocalLibrary();
  for (const key of missingSince.keys()) if (local.has(key)) missingSince.delete(key);
  let held = false;
  const hold = (key: string) => {
    if (options.all || !key.startsWith('history:')) return false;
    const since = missingSince.get(key) ?? now;
    missingSince.set(key, since);
    const wait = now - since < HISTORY_REMOVAL_DELAY_MS;
    held ||= wait;
    return wait;
  };
  const diff = diffLocal(local, snapshot, now, newOpId, hold);
  if (diff.ops.length === 0 && diff.refused.length === 0) return Object.assign([], { held });
  // Queued before the snapshot moves: a failure in between only queues the change again.
  if (!enqueue(uid, diff.ops).ok) return Object.assign([], { held, unsaved: diff.ops.length });
  writeSnapshot({ ...snapshot, values: diff.values });
  for (const op of diff.ops) missingSince.delete(op.key);
  recordRejected(uid, diff.refused);
  return Object.assign(diff.ops, { held });
}
