import type { Profile } from '@/shared/profiles/profile-api';

/** Two profiles of one account: Ada's own (the first) and Tim's, a kids profile. */
export const adaProfile: Profile = {
  id: 'p1',
  name: 'Ada',
  avatar: 'avatar:0',
  kids: false,
  locked: false,
  first: true,
};
export const kidsProfile: Profile = {
  id: 'p2',
  name: 'Tim',
  avatar: 'avatar:5',
  kids: true,
  locked: false,
  first: false,
};

/** This browser now watches as `profile` (what the library's switch records). */
export const watchAs = (profile: Profile) =>
  localStorage.setItem('nexus_current_profile', JSON.stringify(profile));
