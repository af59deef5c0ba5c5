import { readRaw, removeStored, storedKeys } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';

/*
 * Which account owns the library in this browser's product keys (docs/product.md#library-sync),
 * stored as the account id itself. Kept out of the lazy sync code on purpose: the check must
 * run before a signed-in page first renders, so one account's library is never shown to
 * another. It is read by comparison only, so an unreadable value counts as another account's.
 * (Reading and writing it otherwise is the lazy sync's business: library/sync/sync-state.ts.)
 */

/**
 * The owner mark of a profile's library (docs/product.md#profiles): the account's id for its
 * first profile (as before profiles, so a browser that synced then keeps its copy), and
 * `{uid}~{profileId}` for the others. Each owner has its own snapshot and queue.
 */
export function libraryOwnerOf(uid: string, profile: { id: string; first: boolean } | null) {
  return !profile || profile.first ? uid : `${uid}~${profile.id}`;
}

/** The account an owner mark belongs to. */
const accountOf = (owner: string) => owner.split('~')[0];

/**
 * Removes the records of the library in the product's keys: vault, ratings, progress, history,
 * picture, watched marks, titles removed from Continue Watching, the browse cache, the sync
 * snapshot (a copy of the library), records set aside as unreadable, and the owner mark. What
 * switching profile empties before the next profile's library is pulled.
 */
export function clearLibraryRecords() {
  [
    storageKeys.vault,
    storageKeys.ratings,
    // The watch history and the watched state's keys (watch-state-keys.ts), by their prefix.
    ...storedKeys('nexus_watch_'),
    storageKeys.profileImage,
    storageKeys.browseCache,
    ...storedKeys(storageKeys.watchProgressPrefix),
    storageKeys.librarySnapshot,
    storageKeys.libraryOwner,
    // Records set aside as unreadable are the owner's data too.
    ...storedKeys(storageKeys.corruptPrefix),
  ].forEach(removeStored);
}

/**
 * Removes the owner's library from this browser (sign-out, another account): its records
 * (clearLibraryRecords), the profile it watched as, the service worker's catalogue answers and
 * art, and the account kept for offline opening. The owner's unsent operations stay (their own
 * key), so its next sign-in here can still push them (docs/product.md#library-sync).
 */
export function clearLocalLibrary() {
  clearLibraryRecords();
  removeStored(storageKeys.currentProfile);
  // Lazy, to spare the first load (auth-state.ts loads the same module).
  void import('@/client/lib/offline-account').then((module) => module.forgetOfflineTraces());
}

/** Called as a session user is set: another account's library is removed before any render. */
export function hideForeignLibrary(uid: string) {
  const owner = readRaw(storageKeys.libraryOwner);
  if (owner && accountOf(owner) !== uid) clearLocalLibrary();
}
