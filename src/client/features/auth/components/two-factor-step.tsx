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
  const label = step.backup ? 'Backup code' : 'Authenticator code';

  return (
    <form noValidate onSubmit={step.submit} className="mt-5 flex flex-col gap-4">
      <p className="text-sm">
        {step.backup
          ? 'Enter one of the backup codes you saved. Each works once.'
          : 'Enter the code from your authenticator app'}
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
          {step.error}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={step.busy}>
        {step.busy ? 'PROCESSING...' : 'Verify'}
      </button>
      <div className="flex justify-between gap-3 text-sm">
        <button type="button" onClick={step.toggleBackup} className="underline underline-offset-4">
          {step.backup ? 'Use the authenticator app' : 'Use a backup code'}
        </button>
        <button type="button" onClick={props.onRestart} className="underline underline-offset-4">
          Start over
        </button>
      </div>
    </form>
  );
}
