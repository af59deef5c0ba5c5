import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
import { kindOfKey, type LibraryKind } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';
import { notify } from '@/client/lib/notices';
import { readLibraryOwner, readSnapshot, writeSnapshot, type SyncSnapshot } from './sync-state';

/** A change the account refused: what it was, why, and when it was refused. */
export type RejectedChange = NonNullable<SyncSnapshot['rejected']>[number];

/** The account page lists the latest ones; older ones were told at the time. */
const KEPT = 20;

const KIND_NAMES: Record<LibraryKind, MessageDescriptor> = {
  vault: msg({ message: 'Saved title', comment: 'A kind of library change the account refused' }),
  progress: msg({
    message: 'Watch progress',
    comment: 'A kind of library change the account refused',
  }),
  history: msg({
    message: 'History entry',
    comment: 'A kind of library change the account refused',
  }),
  watched: msg({
    message: 'Watched mark',
    comment: 'A kind of library change the account refused',
  }),
  'continue-removed': msg({
    message: 'Removal from Continue Watching',
    comment: 'A kind of library change the account refused',
  }),
  rating: msg({ message: 'Rating', comment: 'A kind of library change the account refused' }),
  'profile-image': msg({
    message: 'Profile picture',
    comment: 'A kind of library change the account refused',
  }),
};

/** The change in words: its kind and the title it is about, when the value names one. */
function describeChange(op: LibraryOp): string {
  const value = op.value as { title?: unknown; name?: unknown } | string | null;
  const named = typeof value === 'object' && value !== null ? (value.title ?? value.name) : null;
  const kind = say(KIND_NAMES[kindOfKey(op.key)]);
  const what =
    typeof named === 'string' && named !== ''
      ? say(
          msg({
            message: `${kind} “${named}”`,
            comment: "A refused change: its kind (like 'Saved title') and the title's name",
          }),
        )
      : kind;
  return op.value === null
    ? say(msg({ message: `${what} (removed)`, comment: 'A refused change that removed something' }))
    : what;
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
  const { what, why } = first;
  const count = changes.length;
  return changes.length === 1
    ? say(
        msg({
          message: `1 change could not be saved: ${what}: ${why}`,
          comment: "{what} is like 'Saved title “Alien”'; {why} is the reason",
        }),
      )
    : say(
        msg({
          message: `${count} changes could not be saved: ${what}: ${why} (all are listed under Your data on the account page)`,
          comment:
            "{what} is the first refused change, like 'Saved title “Alien”'; {why} is the reason; Your data is a section of the account page",
        }),
      );
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
