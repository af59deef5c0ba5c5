import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { dialogOverlayClass, dialogPanelClass } from '@/client/components/ui/dialog-styles';
import { PROFILE_ERROR_CODES, type Profile } from '@/shared/profiles/profile-api';
import { ApiError } from '@/client/lib/api-client';
import { profileErrorText } from '../utils/profile-error-text';
import { profileTexts } from '../utils/profile-texts';
import { alertClass, inputClass, labelClass } from './form-fields';

/**
 * 'Enter PIN' for a locked profile: one numeric field (it opens at the fourth digit), the
 * server's refusal in the dialog ('Wrong PIN', the five-minute wait), and 'Forgot PIN?', which
 * asks the account password and removes the lock.
 */
export function PinDialog(props: {
  profile: Profile;
  onClose: () => void;
  onPin: (pin: string) => Promise<void>;
  onForgot: (password: string) => Promise<void>;
}) {
  const { profile, onClose, onPin, onForgot } = props;
  const { t, i18n } = useLingui();
  const name = profile.name;
  const [mode, setMode] = useState<'pin' | 'forgot'>('pin');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(profileErrorText(failure, i18n));
      if (failure instanceof ApiError && failure.code === PROFILE_ERROR_CODES.pinLocked)
        setMode('forgot');
      setValue('');
      setBusy(false);
      // The field stayed focused (read-only, never disabled, while the answer was awaited); a
      // new field (the password, after a lock) takes it by autoFocus.
      input.current?.focus();
    }
  };

  const submitPin = (pin: string) => {
    if (!/^\d{4}$/.test(pin)) return setError(t(profileTexts.pinDigits));
    void run(() => onPin(pin));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'pin') return submitPin(value);
    if (!value) return setError(t(profileTexts.enterPassword));
    void run(() => onForgot(value));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          <Dialog.Title className="label-caps text-lg font-bold">
            {mode === 'pin' ? t(profileTexts.enterPin) : t(profileTexts.forgotPin)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-text-dim">
            {mode === 'pin' ? (
              <Trans comment="{name} is a profile's name">{name} is locked with a PIN.</Trans>
            ) : (
              <Trans comment="{name} is a profile's name">
                Enter your account password to remove the PIN of {name}.
              </Trans>
            )}
          </Dialog.Description>
          <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
            <label htmlFor={fieldId} className={labelClass}>
              {mode === 'pin' ? 'PIN' : t`Account password`}
            </label>
            <input
              key={mode}
              ref={input}
              id={fieldId}
              type="password"
              autoFocus
              autoComplete={mode === 'pin' ? 'off' : 'current-password'}
              {...(mode === 'pin'
                ? { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]{4}' }
                : {})}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${inputClass} ${mode === 'pin' ? 'text-center text-2xl tracking-[0.6em]' : ''}`}
              value={value}
              // Read-only, not disabled, while the server answers: a disabled field would lose the
              // focus, and a page in the background would not get it back before the next key.
              readOnly={busy}
              aria-busy={busy || undefined}
              onChange={(event) => {
                const next =
                  mode === 'pin'
                    ? event.target.value.replace(/\D/g, '').slice(0, 4)
                    : event.target.value;
                setValue(next);
                if (mode === 'pin' && next.length === 4 && !busy) submitPin(next);
              }}
            />
            {error && (
              <p id={errorId} role="alert" className={alertClass}>
                {error}
              </p>
            )}
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() => {
                  setMode(mode === 'pin' ? 'forgot' : 'pin');
                  setValue('');
                  setError(null);
                }}
              >
                {mode === 'pin' ? t(profileTexts.forgotPin) : t`Back to PIN`}
              </button>
              <div className="flex gap-3">
                <Dialog.Close asChild>
                  <button type="button" className={buttonStyles.secondary}>
                    <Trans>Cancel</Trans>
                  </button>
                </Dialog.Close>
                <button type="submit" className={buttonStyles.primary} disabled={busy}>
                  {mode === 'pin'
                    ? t({ message: 'Open', comment: 'Button: opens a locked profile with its PIN' })
                    : t`Remove PIN`}
                </button>
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
