import { msg, plural } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
import { kindOfKey, type LibraryKind } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';
import { clearLocalLibrary } from '@/client/library/stores/library-owner';
import { storageKeys } from '@/client/lib/storage-keys';
import { writeStoredText } from '@/client/lib/storage';
import { captureLocalChanges } from './capture-local-changes';
import { readLibraryOwner, removeSnapshot } from './sync-state';

/**
 * Makes `uid` the owner of the local library as it signs in (docs/product.md#library-sync):
 * - its own library: nothing to do;
 * - another account's: that account's last changes go to its own queue, then its library
 *   leaves the product's keys, never merged into this one;
 * - no owner (from before accounts, or anonymous use): everything there joins this account.
 * Returns the operations that bring ownerless data into the account.
 */
export function adoptLocalLibrary(uid: string): LibraryOp[] {
  const owner = readLibraryOwner();
  if (owner === uid) return [];
  if (owner !== null) {
    captureLocalChanges(owner, { all: true });
    clearLocalLibrary();
  }
  // No snapshot: every record found is new to the account and gets pushed.
  removeSnapshot();
  // Quiet: on a full storage the library simply stays unowned (and unsynced) until there is room.
  writeStoredText(storageKeys.libraryOwner, uid, { quiet: true });
  return captureLocalChanges(uid);
}

/** Each kind's count, in words ('2 saved titles'). */
const COUNTS: Record<Exclude<LibraryKind, 'profile-image'>, (count: number) => string> = {
  vault: (count) => say(msg`${plural(count, { one: '# saved title', other: '# saved titles' })}`),
  progress: (count) =>
    say(msg`${plural(count, { one: '# progress record', other: '# progress records' })}`),
  history: (count) =>
    say(msg`${plural(count, { one: '# history entry', other: '# history entries' })}`),
  watched: (count) =>
    say(msg`${plural(count, { one: '# watched mark', other: '# watched marks' })}`),
  rating: (count) => say(msg`${plural(count, { one: '# rating', other: '# ratings' })}`),
  'continue-removed': (count) =>
    say(
      msg`${plural(count, {
        one: '# title removed from Continue Watching',
        other: '# titles removed from Continue Watching',
      })}`,
    ),
};

/** The one-line notice after ownerless data joined an account; null when nothing did. */
export function adoptionNotice(ops: LibraryOp[]): string | null {
  const counts = {
    vault: 0,
    progress: 0,
    history: 0,
    watched: 0,
    'continue-removed': 0,
    rating: 0,
  };
  let picture = false;
  for (const op of ops) {
    if (op.value === null) continue;
    const kind = kindOfKey(op.key);
    if (kind === 'profile-image') picture = true;
    else counts[kind] += 1;
  }
  const parts = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => COUNTS[kind](counts[kind]));
  if (picture) parts.push(say(msg`your profile picture`));
  if (parts.length === 0) return null;
  const list = parts.join(', ');
  return say(
    msg({
      message: `Added to your account from this browser: ${list}.`,
      comment: "{list} is like '2 saved titles, 1 progress record'",
    }),
  );
}
