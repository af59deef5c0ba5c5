import * as v from 'valibot';
import { profileSchema, type Profile } from '@/shared/profiles/profile-api';
import { readRaw, readStoredText, removeStored, writeStoredText } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { cachedReader, useStoredKey } from './use-stored-value';

function parseProfile(raw: string): Profile | null | undefined {
  try {
    const parsed = v.safeParse(profileSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The profile this browser watches as, or null (none chosen here, anonymous, signed out). */
export const readCurrentProfile = cachedReader(
  () => readRaw(storageKeys.currentProfile),
  () => readStoredText(storageKeys.currentProfile, parseProfile, null),
);

export function useCurrentProfile(): Profile | null {
  return useStoredKey(storageKeys.currentProfile, readCurrentProfile);
}

export function writeCurrentProfile(profile: Profile | null) {
  // Quiet: bookkeeping; on a full storage the next page load simply asks the server again.
  if (profile)
    writeStoredText(storageKeys.currentProfile, JSON.stringify(profile), { quiet: true });
  else removeStored(storageKeys.currentProfile);
}
