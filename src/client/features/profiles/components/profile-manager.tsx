import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { MAX_PROFILES, type Profile, type ProfilesAnswer } from '@/shared/profiles/profile-api';
import { profilesSource } from '../api/profiles-source';
import { useProfileAction } from '../hooks/use-profile-action';
import { profileTexts } from '../utils/profile-texts';
import { FieldAlert, PasswordField } from './form-fields';
import { ProfileGrid, tileClass } from './profile-tile';

/**
 * 'Manage profiles': each profile opens its editor; 'Add profile' until there are five ('Up to
 * 5 profiles' then); with accounts, 'Require a PIN to add profiles' once the main profile has one.
 */
export function ProfileManager(props: {
  answer: ProfilesAnswer;
  onEdit: (profile: Profile | null) => void;
  onDone: () => void;
}) {
  const { answer, onEdit, onDone } = props;
  const { t } = useLingui();
  const full = answer.profiles.length >= MAX_PROFILES;
  const first = answer.profiles.find((p) => p.first);
  return (
    <>
      <ProfileGrid
        profiles={answer.profiles}
        onPick={onEdit}
        labelOf={(profile) => {
          const name = profile.name;
          return t({ message: `Edit ${name}`, comment: "{name} is a profile's name" });
        }}
        overlay={
          <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/50">
            <Pencil aria-hidden="true" className="size-8 text-white" />
          </span>
        }
      >
        {!full && (
          <li>
            <button type="button" className={tileClass} onClick={() => onEdit(null)}>
              <span className="flex size-24 items-center justify-center rounded-lg border-2 border-dashed border-line text-text-dim group-hover:border-accent group-focus-visible:border-accent sm:size-32">
                <Plus aria-hidden="true" className="size-10" />
              </span>
              <span>{t(profileTexts.addProfile)}</span>
            </button>
          </li>
        )}
      </ProfileGrid>
      {full && <p className="text-text-dim">{t(profileTexts.upToFive)}</p>}
      {profilesSource().pins && first?.locked && (
        <RequirePinToAdd enabled={answer.requirePinToAdd} />
      )}
      <button type="button" className={buttonStyles.primary} onClick={onDone}>
        <Trans comment="Button: leaves 'Manage profiles'">Done</Trans>
      </button>
    </>
  );
}

/** 'Require a PIN to add profiles': changed with the account password. */
function RequirePinToAdd({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(enabled);
  const [password, setPassword] = useState('');
  const action = useProfileAction();
  const changing = wanted !== enabled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return action.setError(t(profileTexts.enterPassword));
    const ok = await action.run(() => profilesSource().setRequirePinToAdd(wanted, password));
    if (ok) setPassword('');
  };

  return (
    <form
      className="flex w-full max-w-md flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-accent"
          checked={wanted}
          onChange={(event) => {
            setWanted(event.target.checked);
            action.setError(null);
          }}
        />
        <span>{t(profileTexts.requirePinToAdd)}</span>
      </label>
      {changing && (
        <>
          <PasswordField value={password} onValue={setPassword} />
          <FieldAlert message={action.error} />
          <button type="submit" className={`${buttonStyles.primary} w-fit`} disabled={action.busy}>
            <Trans comment="Button: saves a setting">Save</Trans>
          </button>
        </>
      )}
    </form>
  );
}
