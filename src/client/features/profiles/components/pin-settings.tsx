import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, LockOpen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { Profile } from '@/shared/profiles/profile-api';
import { profilesSource } from '../api/profiles-source';
import { useProfileAction } from '../hooks/use-profile-action';
import { profileTexts } from '../utils/profile-texts';
import { FieldAlert, PasswordField, PinField } from './form-fields';

type Step = 'closed' | 'set' | 'remove';

/**
 * 'Lock with PIN' (accounts only): the account password, then a 4-digit PIN; a locked profile
 * can change its PIN or remove it, again with the account password.
 */
export function PinSettings({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('closed');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const action = useProfileAction();
  const headingId = useId();
  const source = profilesSource();

  const start = (next: Step) => {
    setStep(next);
    setPassword('');
    setPin('');
    setDone(null);
    action.setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return action.setError(t(profileTexts.enterPassword));
    if (step === 'set' && !/^\d{4}$/.test(pin)) return action.setError(t(profileTexts.pinDigits));
    const ok = await action.run(() =>
      step === 'set'
        ? source.setPin(profile.id, password, pin)
        : source.removePin(profile.id, password),
    );
    if (!ok) return;
    const name = profile.name;
    setDone(
      step === 'set'
        ? t({ message: `${name} is locked with a PIN.`, comment: "{name} is a profile's name" })
        : t`The PIN is removed.`,
    );
    setStep('closed');
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={headingId} className="label-caps font-bold">
        {t(profileTexts.lockWithPin)}
      </h2>
      {done && (
        <p role="status" className="text-sm text-text-dim">
          {done}
        </p>
      )}
      {step === 'closed' ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={() => start('set')}>
            <Lock aria-hidden="true" className="size-4" />
            {profile.locked ? t`Change PIN` : t(profileTexts.lockWithPin)}
          </button>
          {profile.locked && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => start('remove')}
            >
              <LockOpen aria-hidden="true" className="size-4" /> <Trans>Remove PIN</Trans>
            </button>
          )}
        </div>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <PasswordField value={password} onValue={setPassword} />
          {step === 'set' && (
            <PinField label={t`New PIN (4 digits)`} value={pin} onValue={setPin} />
          )}
          <FieldAlert message={action.error} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={action.busy}>
              {step === 'set' ? t`Set PIN` : t`Remove PIN`}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => start('closed')}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
