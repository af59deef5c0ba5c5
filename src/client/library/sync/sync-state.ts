import * as v from 'valibot';
import { isPlainRecord } from '@/shared/library/stored-readings';
import { libraryOpSchema, type LibraryOp } from '@/shared/library/library-ops';
import { storageKeys } from '@/client/lib/storage-keys';
import {
  readRaw,
  readStored,
  readStoredList,
  removeStored,
  writeStored,
  type WriteResult,
} from '@/client/lib/storage';

/**
 * What this browser last had in sync with its owner's account: the pull cursor and, per library
 * key, the stable JSON of the value (absent: no live item). Local changes are found by comparing
 * the product's keys with it. It belongs to `nexus_library_owner` and goes with it.
 */
const snapshotSchema = v.object({
  /** The account it was taken for: a snapshot of another owner counts as none. */
  owner: v.string(),
  cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  // Not an array: `v.record` alone would take one as an object of its indexes.
  values: v.pipe(v.custom<object>(isPlainRecord), v.record(v.string(), v.string())),
  /**
   * The latest changes the account refused (rejected-changes.ts), newest first: what and why,
   * for the account page. Kept here so they go with the snapshot, and with its owner.
   */
  rejected: v.optional(
    v.array(v.object({ key: v.string(), what: v.string(), why: v.string(), at: v.number() })),
  ),
  /**
   * The server's library epoch when this was taken (decision 0025): another one means the
   * account was restored from a backup since, so the snapshot no longer says what it holds.
   */
  epoch: v.optional(v.string()),
});
export type SyncSnapshot = v.InferOutput<typeof snapshotSchema>;

/** The account that owns the library in the product's keys (library/stores/library-owner.ts). */
export const readLibraryOwner = (): string | null => readRaw(storageKeys.libraryOwner) || null;

const SNAPSHOT_KEY = storageKeys.librarySnapshot;
/**
 * Sync's own bookkeeping fails silently on a full storage: the user's write that filled it has
 * already said so, and a change that could not be queued is found again by the next diff (the
 * snapshot only moves once the queue is written).
 */
const QUIET = { quiet: true };

const emptySnapshot = (owner: string): SyncSnapshot => ({ owner, cursor: 0, values: {} });

/** The snapshot of `owner`'s library; empty when there is none, or it is another account's. */
export function readSnapshot(owner: string): SyncSnapshot {
  const stored = readStored(SNAPSHOT_KEY, snapshotSchema, null);
  return stored?.owner === owner ? stored : emptySnapshot(owner);
}

export function writeSnapshot(snapshot: SyncSnapshot) {
  return writeStored(SNAPSHOT_KEY, snapshot, QUIET);
}

export function removeSnapshot() {
  removeStored(SNAPSHOT_KEY);
}

/** Every account's unsent operations are under this prefix (docs/product.md#storage-keys). */
export const QUEUE_KEY_PREFIX = 'nexus_library_queue_';

/** One account's unsent operations. */
export const queueKey = (uid: string) => `${QUEUE_KEY_PREFIX}${uid}`;

/**
 * One account's operations not yet accepted by the server, oldest first, at most one per key.
 * Kept under the account's own key: it survives a reload, a sign-out that could not push, and
 * another account using this browser in between.
 */
export function readQueue(uid: string): LibraryOp[] {
  return readStoredList(queueKey(uid), libraryOpSchema);
}

export function writeQueue(uid: string, ops: LibraryOp[]): WriteResult {
  if (ops.length > 0) return writeStored(queueKey(uid), ops, QUIET);
  removeStored(queueKey(uid));
  return { ok: true };
}

/** Adds operations; an older one for the same key is replaced (the newer one supersedes it). */
export function enqueue(uid: string, ops: LibraryOp[]): WriteResult {
  if (ops.length === 0) return { ok: true };
  const keys = new Set(ops.map((op) => op.key));
  return writeQueue(uid, [...readQueue(uid).filter((op) => !keys.has(op.key)), ...ops]);
}
