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
 * Removes the owner's library from this browser: vault, ratings, progress, history, picture,
 * watched marks, titles removed from Continue Watching, the browse cache, the service worker's
 * catalogue answers and art, the account kept for offline opening, the sync snapshot (a copy of
 * the library), records set aside as unreadable, and the owner mark. The owner's unsent operations stay (their own key), so its
 * next sign-in here can still push them (docs/product.md#library-sync).
 */
export function clearLocalLibrary() {
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
    storageKeys.currentProfile,
    // Records set aside as unreadable are the owner's data too.
    ...storedKeys(storageKeys.corruptPrefix),
  ].forEach(removeStored);
  // Lazy, to spare the first load (auth-state.ts loads the same module).
  void import('@/client/lib/offline-account').then((module) => module.forgetOfflineTraces());
}

/** Called as a session user is set: another account's library is removed before any render. */
export function hideForeignLibrary(uid: string) {
  const owner = readRaw(storageKeys.libraryOwner);
  if (owner && owner !== uid) clearLocalLibrary();
}
