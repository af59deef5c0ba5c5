import * as v from 'valibot';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiRequest } from '@/client/lib/api-client';
import {
  PROFILE_PATHS,
  profileSchema,
  profilesAnswerSchema,
  type Profile,
  type ProfilesAnswer,
} from '@/shared/profiles/profile-api';
import type { NewProfile, ProfileChange, ProfilesSource } from './profiles-source';

const chosenSchema = v.object({ profile: profileSchema });

/** The account's profiles on the server (accounts mode): one call per endpoint of the contract. */
export const serverProfiles: ProfilesSource = {
  pins: true,
  async list(): Promise<ProfilesAnswer> {
    return parseAnswer(profilesAnswerSchema, await apiRequest<unknown>(PROFILE_PATHS.profiles));
  },
  async choose(id: string, pin?: string): Promise<Profile> {
    const body = pin === undefined ? {} : { pin };
    const answer = await apiRequest<unknown>(PROFILE_PATHS.choose(id), { method: 'POST', body });
    return parseAnswer(chosenSchema, answer).profile;
  },
  async forgetChoice(): Promise<void> {
    await apiRequest(PROFILE_PATHS.current, { method: 'DELETE' });
  },
  async add(body: NewProfile): Promise<void> {
    await apiRequest(PROFILE_PATHS.profiles, { method: 'POST', body });
  },
  async change(id: string, body: ProfileChange): Promise<void> {
    await apiRequest(PROFILE_PATHS.profile(id), { method: 'PATCH', body });
  },
  async remove(id: string): Promise<void> {
    await apiRequest(PROFILE_PATHS.profile(id), { method: 'DELETE' });
  },
  async setPin(id: string, password: string, pin: string): Promise<void> {
    await apiRequest(PROFILE_PATHS.pin(id), { method: 'PUT', body: { password, pin } });
  },
  async removePin(id: string, password: string): Promise<void> {
    await apiRequest(PROFILE_PATHS.pin(id), { method: 'DELETE', body: { password } });
  },
  async setRequirePinToAdd(requirePinToAdd: boolean, password: string): Promise<void> {
    await apiRequest(PROFILE_PATHS.settings, {
      method: 'PUT',
      body: { requirePinToAdd, password },
    });
  },
};
