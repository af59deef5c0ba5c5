import type { Profile } from '@/shared/profiles/profile-api';
import { writeCurrentProfile } from '../stores/current-profile-store';

/**
 * TEMPORARY stand-in (profiles-ui branch) for the lead's switch: it only records the profile this
 * browser now watches as. The real one moves the library's working copy to that profile and
 * restarts the sync; it replaces this file with the same signature (`uid` null: anonymous mode).
 */
export async function switchToProfile(uid: string | null, profile: Profile): Promise<void> {
  void uid;
  writeCurrentProfile(profile);
  return Promise.resolve();
}

/** TEMPORARY stand-in: an anonymous profile was deleted (the lead's version drops its library). */
export function forgetLocalProfileLibrary(profile: Pick<Profile, 'id' | 'first'>) {
  void profile;
}
