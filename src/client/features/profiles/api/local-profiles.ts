import * as v from 'valibot';
import { ApiError } from '@/client/lib/api-client';
import { readStored, writeStored } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import { forgetLocalProfileLibrary } from '@/client/library/sync/switch-profile';
import {
  MAX_PROFILES,
  PROFILE_ERROR_CODES,
  PROFILE_TEXTS,
  profileSchema,
  type Profile,
  type ProfilesAnswer,
} from '@/shared/profiles/profile-api';
import type { NewProfile, ProfileChange, ProfilesSource } from './profiles-source';

/**
 * Profiles with accounts off (docs/product.md#profiles): kept in this browser alone
 * (`nexus_local_profiles`), never locked, at most five. Before any is added there is one, the
 * browser's own library, named 'User'.
 */
const storedSchema = v.object({ profiles: v.array(profileSchema) });

export const FIRST_LOCAL_PROFILE: Profile = {
  id: 'local-first',
  name: 'User',
  avatar: 'avatar:0',
  kids: false,
  locked: false,
  first: true,
};

function read(): Profile[] {
  const stored = readStored(storageKeys.localProfiles, storedSchema, null);
  return stored && stored.profiles.length > 0 ? stored.profiles : [FIRST_LOCAL_PROFILE];
}

function write(profiles: Profile[]) {
  const result = writeStored(storageKeys.localProfiles, { profiles });
  if (!result.ok)
    throw new ApiError(507, 'storage-full', 'Your browser storage is full, so nothing was saved.');
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkName(profiles: Profile[], name: string, except?: string) {
  if (profiles.some((p) => p.id !== except && sameName(p.name, name)))
    throw new ApiError(409, PROFILE_ERROR_CODES.nameTaken, PROFILE_TEXTS.nameTaken);
}

function find(profiles: Profile[], id: string): Profile {
  const profile = profiles.find((p) => p.id === id);
  if (!profile) throw new ApiError(404, PROFILE_ERROR_CODES.notFound, 'No such profile.');
  return profile;
}

const noPins = () =>
  Promise.reject(new ApiError(400, 'no-pins', 'Profiles have no PIN without accounts.'));

export const localProfiles: ProfilesSource = {
  pins: false,
  list(): Promise<ProfilesAnswer> {
    const profiles = read();
    const current = readCurrentProfile();
    const chosen = current && profiles.some((p) => p.id === current.id) ? current.id : null;
    return Promise.resolve({ profiles, current: chosen, requirePinToAdd: false });
  },
  choose(id: string): Promise<Profile> {
    return Promise.resolve().then(() => find(read(), id));
  },
  forgetChoice: () => Promise.resolve(),
  add(body: NewProfile): Promise<void> {
    return Promise.resolve().then(() => {
      const profiles = read();
      if (profiles.length >= MAX_PROFILES)
        throw new ApiError(409, PROFILE_ERROR_CODES.tooMany, PROFILE_TEXTS.upToFive);
      checkName(profiles, body.name);
      const id = `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const added = { id, name: body.name.trim(), avatar: body.avatar, kids: body.kids };
      write([...profiles, { ...added, locked: false, first: false }]);
    });
  },
  change(id: string, body: ProfileChange): Promise<void> {
    return Promise.resolve().then(() => {
      const profiles = read();
      const profile = find(profiles, id);
      if (body.name !== undefined) checkName(profiles, body.name, id);
      const changed: Profile = {
        ...profile,
        ...(body.name === undefined ? {} : { name: body.name.trim() }),
        ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
        ...(body.kids === undefined || profile.first ? {} : { kids: body.kids }),
      };
      write(profiles.map((p) => (p.id === id ? changed : p)));
    });
  },
  remove(id: string): Promise<void> {
    return Promise.resolve().then(() => {
      const profiles = read();
      const profile = find(profiles, id);
      if (profile.first)
        throw new ApiError(400, PROFILE_ERROR_CODES.firstProfile, 'The first profile stays.');
      write(profiles.filter((p) => p.id !== id));
      // Its library, put aside in this browser, goes with it.
      forgetLocalProfileLibrary(profile);
    });
  },
  setPin: noPins,
  removePin: noPins,
  setRequirePinToAdd: noPins,
};
