import type { QueryClient } from '@tanstack/react-query';
import {
  readCurrentProfile,
  writeCurrentProfile,
} from '@/client/library/stores/current-profile-store';
import { followProfileLanguage, switchToProfile } from '@/client/library/sync/switch-profile';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';
import { profilesQueryKey, profilesQueryOptions, profilesSource } from '../api/profiles-source';

const sameProfile = (a: Profile, b: Profile) =>
  a.id === b.id &&
  a.name === b.name &&
  a.avatar === b.avatar &&
  a.kids === b.kids &&
  a.locked === b.locked &&
  a.first === b.first &&
  (a.language ?? null) === (b.language ?? null);

/**
 * Whether the page has followed its profile's language yet: once, at the first check of a page
 * load (a change on /account afterwards is the visitor's, not to be undone by an older answer).
 */
let languageFollowed = false;

/**
 * Whether this device must ask "Who's watching?" before a page (docs/product.md#profiles): yes
 * when the account has more than one profile (or one with a PIN) and this device has not chosen.
 * One profile without a PIN counts as chosen: it is chosen here without asking. A choice made
 * on the server that this browser's copy does not match yet (another tab, a cleared storage) is
 * brought here. Loaded after the page, so none of this weighs on its first load.
 */
export async function checkProfileChoice(
  queryClient: QueryClient,
  uid: string | null,
  fresh = false,
): Promise<'ask' | 'chosen'> {
  const source = profilesSource();
  // Fresh when this browser's copy has just changed (the sync left a profile the server no
  // longer has chosen here): an older answer would switch back to it.
  const answer: ProfilesAnswer = await queryClient.fetchQuery({
    ...profilesQueryOptions(),
    ...(fresh ? { staleTime: 0 } : {}),
  });
  const local = readCurrentProfile();
  const chosen = answer.profiles.find((p) => p.id === answer.current);
  if (chosen) {
    if (local?.id !== chosen.id) await switchToProfile(source.pins ? uid : null, chosen);
    else {
      if (!sameProfile(local, chosen)) writeCurrentProfile(chosen);
      // The page starts as this profile: in the language it keeps, if any (switchToProfile
      // does the same for a profile chosen now).
      if (!languageFollowed) followProfileLanguage(chosen);
    }
    languageFollowed = true;
    return 'chosen';
  }
  const only = answer.profiles.length === 1 ? answer.profiles[0]! : null;
  if (!only || only.locked) return 'ask';
  // Accounts: the device's choice is the server's (a cookie); with accounts off, nothing to do.
  if (source.pins) {
    const profile = await source.choose(only.id);
    await switchToProfile(uid, profile);
    queryClient.setQueryData<ProfilesAnswer>(profilesQueryKey, { ...answer, current: only.id });
  }
  return 'chosen';
}
