import { useLingui } from '@lingui/react/macro';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { ApiError } from '@/client/lib/api-client';
import { useOnline } from '@/client/lib/use-connection-status';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';
import { profilesSource } from '../api/profiles-source';
import { useChooseProfile } from '../hooks/use-choose-profile';
import { profileErrorText } from '../utils/profile-error-text';
import { profileTexts } from '../utils/profile-texts';
import { FieldAlert } from './form-fields';
import { PinDialog } from './pin-dialog';
import { ProfileGrid } from './profile-tile';

/**
 * "Who's watching?": each profile a large button; a locked one asks its PIN first. Offline
 * nothing switches ('Switching profile needs a connection'). A kids profile has no 'Manage
 * profiles'.
 */
export function ProfileChooser(props: {
  answer: ProfilesAnswer;
  next: string;
  onManage: () => void;
}) {
  const { answer, next, onManage } = props;
  const { t, i18n } = useLingui();
  const { choose, forgot } = useChooseProfile(next);
  const online = useOnline();
  const local = useCurrentProfile();
  const [asking, setAsking] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pins = profilesSource().pins;
  const current = answer.profiles.find((p) => p.id === answer.current);
  const kids = Boolean(current?.kids || local?.kids);

  const open = async (profile: Profile) => {
    setError(null);
    // With accounts, switching pulls the chosen profile's library from the server.
    if (pins && !online) return setError(t(profileTexts.needsConnection));
    if (pins && profile.locked) return setAsking(profile);
    setBusy(true);
    try {
      await choose(profile);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.status === 0
          ? t(profileTexts.needsConnection)
          : profileErrorText(failure, i18n),
      );
    }
  };

  return (
    <>
      <ProfileGrid
        profiles={answer.profiles}
        disabled={busy}
        onPick={(profile) => void open(profile)}
      />
      <FieldAlert message={error} />
      {!kids && (
        <button type="button" className={buttonStyles.secondary} onClick={onManage}>
          <Settings2 aria-hidden="true" className="size-4" /> {t(profileTexts.manage)}
        </button>
      )}
      {asking && (
        <PinDialog
          profile={asking}
          onClose={() => setAsking(null)}
          onPin={(pin) => choose(asking, pin)}
          onForgot={(password) => forgot(asking, password)}
        />
      )}
    </>
  );
}
