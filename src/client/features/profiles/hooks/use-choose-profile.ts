import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/client/lib/router/router';
import { useSessionUser } from '@/client/lib/session-user-store';
import { switchToProfile } from '@/client/library/sync/switch-profile';
import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';
import { profilesQueryKey, profilesSource } from '../api/profiles-source';

/**
 * Opens a profile: the server's choice for this device (with its PIN when locked), then the
 * library's switch to it, then on to `next` (where the visitor was going).
 * Failures throw (ApiError), for the screen to show.
 */
export function useChooseProfile(next: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const uid = useSessionUser((s) => s.uid);
  const source = profilesSource();

  const finish = async (chosen: Profile) => {
    const before = readCurrentProfile();
    await switchToProfile(source.pins ? uid : null, chosen);
    // Answers fetched as another profile (a grown-up's lists, a title a kids profile may not
    // open) are not this one's: the catalogue is asked again.
    if (before?.id !== chosen.id) {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== profilesQueryKey[0],
      });
    }
    queryClient.setQueryData<ProfilesAnswer>(profilesQueryKey, (old) =>
      old ? { ...old, current: chosen.id } : old,
    );
    navigate(next, { replace: true });
  };

  return {
    choose: async (profile: Profile, pin?: string) => finish(await source.choose(profile.id, pin)),
    /** 'Forgot PIN?': the account password removes the lock, then the profile opens. */
    forgot: async (profile: Profile, password: string) => {
      await source.removePin(profile.id, password);
      void queryClient.invalidateQueries({ queryKey: profilesQueryKey });
      await finish(await source.choose(profile.id));
    },
  };
}
