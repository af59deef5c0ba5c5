import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  pinSchema,
  profileNameSchema,
  type Profile,
  type ProfilesAnswer,
} from '@/shared/profiles/profile-api';
import { profilesSource } from '../api/profiles-source';
import { useProfileAction } from '../hooks/use-profile-action';
import { profileTexts } from '../utils/profile-texts';
import { AvatarPicker } from './avatar-picker';
import { LanguageField } from './language-field';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { Field, FieldAlert, PinField } from './form-fields';
import { PinSettings } from './pin-settings';

/**
 * What the name's check (shared/profiles/profile-api.ts profileNameSchema) says, by the kind of
 * problem, in the page's language; the English is the schema's.
 */
const NAME_PROBLEMS = {
  min_length: msg`Please enter a profile name.`,
  max_length: msg`A profile name has at most 20 characters.`,
  regex: msg`A profile name cannot hold control characters.`,
  string: msg`Please enter a profile name.`,
} as const;

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
  const { t, i18n } = useLingui();
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
    if (!checked.success) return action.setError(t(NAME_PROBLEMS[checked.issues[0].type]));
    if (needsPin && !v.is(pinSchema, pin)) return action.setError(t(profileTexts.pinDigits));
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
          label={t(profileTexts.nameLabel)}
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
            <span>{t(profileTexts.kidsLabel)}</span>
          </label>
          {profile?.first && (
            <span className="text-sm text-text-dim">
              <Trans>The main profile is never a kids profile.</Trans>
            </span>
          )}
        </div>
        <AvatarPicker name={name} value={avatar} onChange={setAvatar} />
        {/* Kept on the server, with accounts; with accounts off the cookie alone decides. */}
        {profile && source.pins && <LanguageField value={language} onChange={setLanguage} />}
        {needsPin && <PinField label={t`PIN of the main profile`} value={pin} onValue={setPin} />}
        <FieldAlert message={action.error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={action.busy}>
            {profile
              ? t({ message: 'Save', comment: 'Button: saves a setting' })
              : t(profileTexts.addProfile)}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onDone}>
            <Trans>Cancel</Trans>
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
