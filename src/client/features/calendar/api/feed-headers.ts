import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';

/**
 * A feed is one profile's: its calls name the profile this page shows, as the library's calls
 * do, so a tab left on another profile gets 409 instead of that profile's feed. None chosen:
 * the account's first profile, as the server reads no header.
 */
export function feedHeaders(): Record<string, string> | undefined {
  const id = readCurrentProfile()?.id;
  return id ? { [PROFILE_HEADER]: id } : undefined;
}
