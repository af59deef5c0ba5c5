import { msg } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
import type { Profile } from '@/shared/profiles/profile-api';
import { clientConfig } from '@/client/config/client-config';
import { changePageLanguage, pageI18n } from '@/client/i18n/page-language';
import { clearRuntimeCaches } from '@/client/service-worker/cache-names';
import { readRaw, removeStored, storedKeys, writeStoredText } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import {
  readCurrentProfile,
  writeCurrentProfile,
} from '@/client/library/stores/current-profile-store';
import { clearLibraryRecords, libraryOwnerOf } from '@/client/library/stores/library-owner';
import { captureLocalChanges } from './capture-local-changes';
import { startLibrarySync, stopLibrarySync } from './library-sync';
import { adoptLocalLibrary } from './owner-rules';
import { readLibraryOwner } from './sync-state';

const NO_ROOM = msg`There is no room in this browser to switch profile.`;

/**
 * Makes `profile` the one this browser watches as (docs/product.md#profiles). Only one
 * profile's library is ever in the product's keys (the spec's keys hold the current profile's
 * library), so nothing of one profile is shown as, or synced into, another's:
 * - accounts mode (`uid`): the library in the keys gives its last changes to its own queue and
 *   leaves; the chosen profile's is pulled by its sync, which starts at once. Data that belonged
 *   to no account joins the first profile first, as at any first sign-in.
 * - anonymous (`uid` null): profiles live only here, so the library in the keys is put aside
 *   under the profile it belongs to, and the chosen one's is put back.
 * Call it after the server accepted the choice (its cookie decides what the server serves).
 */
export async function switchToProfile(uid: string | null, profile: Profile): Promise<void> {
  // The service worker's catalogue answers were fetched as the previous profile (for offline
  // use): a kids profile must not be shown a grown-up's lists from them.
  if (readCurrentProfile()?.id !== profile.id) await clearRuntimeCaches();
  if (uid === null) {
    switchLocalProfile(profile);
    return;
  }
  const next = libraryOwnerOf(uid, profile);
  if (readLibraryOwner() === null) adoptLocalLibrary(uid);
  const owner = readLibraryOwner();
  // Still no owner: the storage is full, so the data here could not be given to the first
  // profile. Emptied now it would be lost, kept it would be shown as another profile's: the
  // switch waits for room. (For the first profile itself nothing needs to move.)
  if (owner === null && next !== uid) {
    throw new Error(say(NO_ROOM));
  }
  stopLibrarySync();
  if (owner !== null && owner !== next) {
    captureLocalChanges(owner, { all: true });
    clearLibraryRecords();
  }
  writeCurrentProfile(profile);
  if (clientConfig().authMode === 'accounts') startLibrarySync(uid);
  followProfileLanguage(profile);
}

/**
 * The interface turns to the language the profile keeps (issue 33), when it keeps one and the
 * page is in another. Not awaited: the switch is done either way; a language that fails to load
 * leaves the page in the one it has.
 */
export function followProfileLanguage(profile: Profile) {
  const language = profile.language;
  if (!language || language === pageI18n.locale) return;
  changePageLanguage(language).catch(() => undefined);
}

/** Where an anonymous profile's library waits while another profile is in use. */
const STASH_PREFIX = 'nexus_profile_library_';
const stashKeyOf = (profile: Pick<Profile, 'id' | 'first'> | null) =>
  `${STASH_PREFIX}${!profile || profile.first ? 'first' : profile.id}`;

/** The library's records in the product's keys, by key. */
function libraryKeys(): string[] {
  return [
    storageKeys.vault,
    storageKeys.ratings,
    ...storedKeys('nexus_watch_'),
    storageKeys.profileImage,
    ...storedKeys(storageKeys.watchProgressPrefix),
  ];
}

function switchLocalProfile(profile: Profile) {
  const from = stashKeyOf(readCurrentProfile());
  const to = stashKeyOf(profile);
  if (from !== to) {
    const records: Record<string, string> = {};
    for (const key of libraryKeys()) {
      const raw = readRaw(key);
      if (raw !== null) records[key] = raw;
    }
    // Put aside first: on a full storage the switch stops here and nothing is lost.
    if (!writeStoredText(from, JSON.stringify(records)).ok) {
      throw new Error(say(NO_ROOM));
    }
    libraryKeys().forEach(removeStored);
    for (const [key, raw] of Object.entries(readStash(to))) writeStoredText(key, raw);
    removeStored(to);
  }
  writeCurrentProfile(profile);
}

function readStash(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readRaw(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    // Only the library's own keys come back, whatever the stored text says.
    const allowed = (k: string) =>
      k === storageKeys.vault ||
      k === storageKeys.ratings ||
      k === storageKeys.profileImage ||
      k.startsWith('nexus_watch_') ||
      k.startsWith(storageKeys.watchProgressPrefix);
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => allowed(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** An anonymous profile was deleted: its library, put aside here, goes with it. */
export function forgetLocalProfileLibrary(profile: Pick<Profile, 'id' | 'first'>) {
  removeStored(stashKeyOf(profile));
}
