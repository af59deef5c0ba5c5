import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import {
  useCurrentProfile,
  writeCurrentProfile,
} from '@/client/library/stores/current-profile-store';
import { followProfileLanguage } from '@/client/library/sync/switch-profile';
import { DEFAULT_LANGUAGE, validLanguage, type Language } from '@/shared/i18n/languages';
import {
  PROFILE_NAME_MAX,
  PROFILE_TEXTS,
  pinSchema,
  profileNameSchema,
  type Profile,
  type ProfilesAnswer,
} from '@/shared/profiles/profile-api';
import { profilesSource } from '../api/profiles-source';
import { useProfileAction } from '../hooks/use-profile-action';
import { AvatarPicker } from './avatar-picker';
import { LanguageField } from './language-field';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { Field, FieldAlert, PinField } from './form-fields';
import { PinSettings } from './pin-settings';

/**
 * Adds a profile (`profile` null) or edits one: 'Profile name', 'Kids profile' (never the first
 * profile), the avatar; for an existing one with accounts, 'Lock with PIN'; and delete, with the
 * confirmation that names what goes.
 */
export function ProfileEditor(props: {
  answer: ProfilesAnswer;
  profile: Profile | null;
  onDone: () => void;
}) {
  const { answer, profile, onDone } = props;
  const { i18n } = useLingui();
  const source = profilesSource();
  const local = useCurrentProfile();
  const [name, setName] = useState(profile?.name ?? '');
  const [kids, setKids] = useState(profile?.kids ?? false);
  const [avatar, setAvatar] = useState(profile?.avatar ?? `avatar:${answer.profiles.length % 12}`);
  const [pin, setPin] = useState('');
  // A profile without a language of its own shows the page's; only a change is saved.
  const pageLanguage = validLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  const startLanguage = profile?.language ?? pageLanguage;
  const [language, setLanguage] = useState<Language>(startLanguage);
  const action = useProfileAction();
  const needsPin = !profile && source.pins && answer.requirePinToAdd;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(profileNameSchema, name);
    if (!checked.success) return action.setError(checked.issues[0].message);
    if (needsPin && !v.is(pinSchema, pin)) return action.setError('A PIN is 4 digits.');
    const done = await action.run(async () => {
      if (!profile) {
        await source.add({ name: checked.output, kids, avatar, ...(needsPin ? { pin } : {}) });
        return;
      }
      const change = {
        name: checked.output,
        avatar,
        ...(profile.first ? {} : { kids }),
        ...(source.pins && language !== startLanguage ? { language } : {}),
      };
      await source.change(profile.id, change);
      // This browser's copy of the profile it watches as follows its new name, look and language.
      if (local?.id === profile.id) {
        writeCurrentProfile({ ...local, ...change });
        followProfileLanguage({ ...local, ...change });
      }
    });
    if (done) onDone();
  };

  return (
    <div className="flex w-full max-w-xl flex-col gap-8">
      <form className="flex flex-col gap-5" onSubmit={(event) => void save(event)} noValidate>
        <Field
          label={PROFILE_TEXTS.nameLabel}
          value={name}
          onValue={setName}
          maxLength={PROFILE_NAME_MAX}
          autoComplete="off"
          required
        />
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={kids}
              disabled={profile?.first}
              onChange={(event) => setKids(event.target.checked)}
            />
            <span>{PROFILE_TEXTS.kidsLabel}</span>
          </label>
          {profile?.first && (
            <span className="text-sm text-text-dim">The main profile is never a kids profile.</span>
          )}
        </div>
        <AvatarPicker name={name} value={avatar} onChange={setAvatar} />
        {/* Kept on the server, with accounts; with accounts off the cookie alone decides. */}
        {profile && source.pins && <LanguageField value={language} onChange={setLanguage} />}
        {needsPin && <PinField label="PIN of the main profile" value={pin} onValue={setPin} />}
        <FieldAlert message={action.error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={action.busy}>
            {profile ? 'Save' : PROFILE_TEXTS.addProfile}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
      {profile && source.pins && <PinSettings profile={profile} />}
      {profile && !profile.first && (
        <DeleteProfileDialog
          profile={profile}
          onDelete={() => action.run(() => source.remove(profile.id))}
          onDeleted={onDone}
        />
      )}
    </div>
  );
}
