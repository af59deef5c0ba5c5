import * as v from 'valibot';
import { readRaw, removeStored, writeStoredText } from './storage';
import { readTabRaw, removeTabStored, writeTabRaw } from './tab-storage';
import { clearRuntimeCaches } from '@/client/service-worker/cache-names';
import { storageKeys } from './storage-keys';

/*
 * Who is signed in, kept for opening the app offline (docs/product.md#installable-app). Offline
 * the session cannot be asked for, so without this the vault and profile would send their owner
 * to the sign-in page although their library is right here.
 *
 * It holds the account's id, name and email, never a token, and it lasts as the session cookie
 * does: with 'Remember me' in localStorage for the cookie's 30 days; without, in sessionStorage,
 * which goes with the tab, as the cookie goes with the browser. It leaves with the library
 * (library-owner.ts) and counts only while this browser's library is the same account's.
 */
export interface OfflineAccount {
  uid: string;
  name: string;
  email: string;
}

/** The session cookie's life with 'Remember me', renewed on each visit online. */
const REMEMBERED_MS = 30 * 24 * 3600_000;
const KEY = storageKeys.offlineAccount;

const storedAccountSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  email: v.string(),
  /** When it lapses (ms since 1970); null in sessionStorage, which lapses with the tab. */
  until: v.nullable(v.number()),
});

function parse(raw: string | null) {
  try {
    const result = v.safeParse(storedAccountSchema, raw ? JSON.parse(raw) : null);
    return result.success ? result.output : null;
  } catch {
    return null; // not JSON: treated as no record
  }
}

/**
 * Called with each answer that names the user. `remembered` comes from the sign-in form; on
 * later visits the record stays where it was put.
 */
export function keepOfflineAccount(account: OfflineAccount, remembered?: boolean) {
  const persistent = remembered ?? parse(readRaw(KEY))?.uid === account.uid;
  const { uid, name, email } = account;
  if (persistent) {
    removeTabStored(KEY);
    // Quiet: on a full storage this visit simply cannot be reopened offline.
    const until = Date.now() + REMEMBERED_MS;
    writeStoredText(KEY, JSON.stringify({ uid, name, email, until }), { quiet: true });
  } else {
    removeStored(KEY);
    writeTabRaw(KEY, JSON.stringify({ uid, name, email, until: null }));
  }
}

/**
 * The account to show offline, within its time, and never over another account's library. A
 * library with no owner yet is the account's own: its sign-in adopts it (the sync marks the
 * owner a moment after the first page), and the record itself goes at every sign-out.
 */
export function offlineAccount(libraryOwner: string | null): OfflineAccount | null {
  for (const record of [parse(readTabRaw(KEY)), parse(readRaw(KEY))]) {
    if (!record || (libraryOwner !== null && record.uid !== libraryOwner)) continue;
    if (record.until !== null && record.until < Date.now()) continue;
    return { uid: record.uid, name: record.name, email: record.email };
  }
  return null;
}

export function forgetOfflineAccount() {
  removeTabStored(KEY);
  removeStored(KEY);
  // The tab's other record of the account: the watch-together room it would rejoin on a reload.
  removeTabStored(storageKeys.watchRoom);
}

/**
 * What the installable app keeps of the library's owner beyond the library itself: the account
 * kept for offline opening, and the service worker's catalogue answers and art (which show what
 * they looked at). They leave the browser with the library.
 */
export function forgetOfflineTraces() {
  forgetOfflineAccount();
  void clearRuntimeCaches();
}
