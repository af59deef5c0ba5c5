import type { LibraryOp } from '@/shared/library/library-ops';
import { diffLocal, newOpId } from './diff-local';
import { readLocalLibrary } from './local-library';
import { enqueue, readLibraryOwner, readSnapshot, writeSnapshot } from './sync-state';

/**
 * Queues, for the account that owns the local library, every change made to the product's keys
 * since the last snapshot, and moves the snapshot on. Nothing when `uid` does not own the
 * library: one account's changes never go to another's queue.
 */
export function captureLocalChanges(uid: string, now = Date.now()): LibraryOp[] {
  if (readLibraryOwner() !== uid) return [];
  const snapshot = readSnapshot(uid);
  const diff = diffLocal(readLocalLibrary(), snapshot, now, newOpId);
  if (diff.ops.length === 0) return [];
  // Queued before the snapshot moves: a failure in between only queues the change again.
  enqueue(uid, diff.ops);
  writeSnapshot({ ...snapshot, values: diff.values });
  return diff.ops;
}
