import { kindOfKey, type LibraryKind } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';
import { notify } from '@/client/lib/notices';
import { readLibraryOwner, readSnapshot, writeSnapshot, type SyncSnapshot } from './sync-state';

/** A change the account refused: what it was, why, and when it was refused. */
export type RejectedChange = NonNullable<SyncSnapshot['rejected']>[number];

/** The account page lists the latest ones; older ones were told at the time. */
const KEPT = 20;

const KIND_NAMES: Record<LibraryKind, string> = {
  vault: 'Saved title',
  progress: 'Watch progress',
  history: 'History entry',
  watched: 'Watched mark',
  'continue-removed': 'Removal from Continue Watching',
  rating: 'Rating',
  'profile-image': 'Profile picture',
};

/** The change in words: its kind and the title it is about, when the value names one. */
function describeChange(op: LibraryOp): string {
  const value = op.value as { title?: unknown; name?: unknown } | string | null;
  const named = typeof value === 'object' && value !== null ? (value.title ?? value.name) : null;
  const name = typeof named === 'string' && named !== '' ? ` “${named}”` : '';
  return `${KIND_NAMES[kindOfKey(op.key)]}${name}${op.value === null ? ' (removed)' : ''}`;
}

/**
 * Records operations the account refused, newest first, so the account page can list them,
 * and tells the person at once. The operations themselves are not kept: each stays in this
 * browser's records, and the snapshot already counts it, so it is not sent again unless the
 * person changes it again.
 */
export function recordRejected(uid: string, refused: Array<{ op: LibraryOp; why: string }>) {
  if (refused.length === 0) return;
  const at = Date.now();
  const fresh = refused.map(({ op, why }) => ({ key: op.key, what: describeChange(op), why, at }));
  const keys = new Set(fresh.map((change) => change.key));
  const snapshot = readSnapshot(uid);
  const kept = (snapshot.rejected ?? []).filter((change) => !keys.has(change.key));
  writeSnapshot({ ...snapshot, rejected: [...fresh, ...kept].slice(0, KEPT) });
  notify({ message: rejectedNotice(fresh), tone: 'warn', durationMs: 10_000 });
}

/** A key the account has since accepted a change of is no longer listed as refused. */
export function forgetRejected(uid: string, keys: Iterable<string>) {
  const snapshot = readSnapshot(uid);
  if (!snapshot.rejected?.length) return;
  const accepted = new Set(keys);
  const rejected = snapshot.rejected.filter((change) => !accepted.has(change.key));
  if (rejected.length < snapshot.rejected.length) writeSnapshot({ ...snapshot, rejected });
}

function rejectedNotice(changes: RejectedChange[]): string {
  const [first] = changes;
  if (!first) return '';
  const count = changes.length === 1 ? '1 change' : `${changes.length} changes`;
  const more = changes.length > 1 ? ' (all are listed under Your data on the account page)' : '';
  return `${count} could not be saved: ${first.what}: ${first.why}${more}`;
}

/** The refused changes of the account that owns this browser's library. */
export function readRejected(): RejectedChange[] {
  const owner = readLibraryOwner();
  return owner === null ? [] : (readSnapshot(owner).rejected ?? []);
}

/** The account page's "Dismiss": the list is emptied, nothing else changes. */
export function dismissRejected() {
  const owner = readLibraryOwner();
  if (owner === null) return;
  const snapshot = readSnapshot(owner);
  if (snapshot.rejected) writeSnapshot({ ...snapshot, rejected: undefined });
}
