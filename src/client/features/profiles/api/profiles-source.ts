import { queryOptions } from '@tanstack/react-query';
import { clientConfig } from '@/client/config/client-config';
import type { Language } from '@/shared/i18n/languages';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';
import { localProfiles } from './local-profiles';
import { serverProfiles } from './server-profiles';

export interface NewProfile {
  name: string;
  kids: boolean;
  avatar: string;
  /** The first profile's PIN, when the account requires one to add profiles. */
  pin?: string;
}
export interface ProfileChange {
  name?: string;
  kids?: boolean;
  avatar?: string;
  /** Accounts only: the profile's interface language (issue 33). */
  language?: Language;
}

/**
 * Where the profiles live: the account on the server, or (accounts off) this browser alone. The
 * screens use one of the two and never ask which; failures are ApiErrors with the contract's
 * codes (shared/profiles/profile-api.ts) in both.
 */
export interface ProfilesSource {
  /** PINs exist (accounts only: a PIN kept in this browser's storage would only pretend). */
  pins: boolean;
  list(): Promise<ProfilesAnswer>;
  choose(id: string, pin?: string): Promise<Profile>;
  forgetChoice(): Promise<void>;
  add(body: NewProfile): Promise<void>;
  change(id: string, body: ProfileChange): Promise<void>;
  remove(id: string): Promise<void>;
  setPin(id: string, password: string, pin: string): Promise<void>;
  removePin(id: string, password: string): Promise<void>;
  setRequirePinToAdd(requirePinToAdd: boolean, password: string): Promise<void>;
}

export function profilesSource(): ProfilesSource {
  return clientConfig().authMode === 'anonymous' ? localProfiles : serverProfiles;
}

export const profilesQueryKey = ['profiles'] as const;

/** The profiles and this device's choice; fetched after hydration, kept until a change. */
export const profilesQueryOptions = () =>
  queryOptions({
    queryKey: profilesQueryKey,
    queryFn: () => profilesSource().list(),
    staleTime: 60_000,
  });
