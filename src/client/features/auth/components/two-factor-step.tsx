import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { useCodeStep } from '../hooks/use-code-step';

const inputClass =
  'w-full rounded-md border border-line bg-surface-2 px-3 py-2.5 text-text placeholder:text-text-dim focus:border-accent';

/** After a right password on an account with two-factor: the code, then the session. */
export function TwoFactorStep(props: {
  rememberMe: boolean;
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const step = useCodeStep(props.rememberMe, props.onSuccess);
  const id = useId();
  const { t } = useLingui();
  const label = step.backup
    ? t({ message: 'Backup code', comment: 'Two-factor sign-in: field for a one-time backup code' })
    : t({
        message: 'Authenticator code',
        comment: "Two-factor sign-in: field for the authenticator app's 6-digit code",
      });

  return (
    <form noValidate onSubmit={step.submit} className="mt-5 flex flex-col gap-4">
      <p className="text-sm">
        {step.backup ? (
          <Trans>Enter one of the backup codes you saved. Each works once.</Trans>
        ) : (
          <Trans>Enter the code from your authenticator app</Trans>
        )}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-code`} className="label-caps text-xs text-text-dim">
          {label}
        </label>
        <input
          id={`${id}-code`}
          className={inputClass}
          autoComplete="one-time-code"
          inputMode={step.backup ? 'text' : 'numeric'}
          autoFocus
          value={step.code}
          onChange={(e) => step.setCode(e.target.value)}
        />
      </div>
      {step.error && (
        <p role="alert" className="rounded-md border border-accent bg-accent-soft/40 p-3 text-sm">
          {typeof step.error === 'string' ? step.error : t(step.error)}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={step.busy}>
        {step.busy
          ? t({ message: 'PROCESSING...', comment: 'Sign-in button while the request runs' })
          : t({ message: 'Verify', comment: 'Two-factor sign-in: button that checks the code' })}
      </button>
      <div className="flex justify-between gap-3 text-sm">
        <button type="button" onClick={step.toggleBackup} className="underline underline-offset-4">
          {step.backup ? (
            <Trans>Use the authenticator app</Trans>
          ) : (
            <Trans>Use a backup code</Trans>
          )}
        </button>
        <button type="button" onClick={props.onRestart} className="underline underline-offset-4">
          <Trans comment="Two-factor sign-in: back to the email and password">Start over</Trans>
        </button>
      </div>
    </form>
  );
}
