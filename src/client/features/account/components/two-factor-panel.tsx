import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { disableTwoFactor } from '../api/disable-two-factor';
import { enableTwoFactor } from '../api/enable-two-factor';
import { securityStatusQueryKey } from '../api/security-status';
import { accountErrorText } from '../utils/account-error-text';
import { QrCode } from './qr-code';

const inputClass =
  'w-full max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-text focus:border-accent';

type Stage =
  | { name: 'idle' }
  | { name: 'password'; action: 'set-up' | 'turn-off' }
  | { name: 'confirm'; uri: string; secret: string; backupCodes: string[] };

/**
 * Two-factor with an authenticator app (docs/product.md#two-factor-and-passkeys): 'Set up' after
 * the password shows the secret and ten backup codes once, and turns on when a code from the app
 * confirms it; 'Turn off' asks for the password again.
 */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useLingui();
  const failureText = (error: unknown) => accountErrorText(error, i18n);
  const queryClient = useQueryClient();
  const id = useId();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityStatusQueryKey });

  const submitPassword = (event: FormEvent, action: 'set-up' | 'turn-off') => {
    event.preventDefault();
    void run(async () => {
      if (action === 'turn-off') {
        await disableTwoFactor(password);
        setStage({ name: 'idle' });
        setDone(t`Two-factor is off. Sign-in asks for your password only.`);
        await refresh();
      } else {
        const answer = await enableTwoFactor(password);
        const secret = new URL(answer.totpURI).searchParams.get('secret') ?? '';
        setStage({ name: 'confirm', uri: answer.totpURI, secret, backupCodes: answer.backupCodes });
      }
      setPassword('');
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmTwoFactor(code.replace(/\s/g, ''));
      setStage({ name: 'idle' });
      setCode('');
      setDone(t`Two-factor is on. Sign-in now asks for a code from your authenticator app.`);
      await refresh();
    });
  };

  return (
    <section id="two-factor" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="label-caps font-bold">
        {enabled ? (
          <Trans comment="Heading: two-factor authentication is on">Two-Factor Auth: Active</Trans>
        ) : (
          <Trans comment="Heading: two-factor authentication is off">Two-Factor Auth: Off</Trans>
        )}
      </h3>
      <p className="max-w-2xl text-sm text-text-dim">
        {enabled ? (
          <Trans>Signing in asks for your password and a code from your authenticator app.</Trans>
        ) : (
          <Trans>
            With an authenticator app (Google Authenticator, 1Password, Aegis...), signing in also
            asks for a code that only your phone knows.
          </Trans>
        )}
      </p>
      {done && (
        <p role="status" className="text-sm text-ok">
          {done}
        </p>
      )}
      {stage.name === 'idle' && (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-start`}
          onClick={() => {
            setDone('');
            setStage({ name: 'password', action: enabled ? 'turn-off' : 'set-up' });
          }}
        >
          {enabled ? (
            <Trans comment="Button: turns two-factor authentication off">Turn off</Trans>
          ) : (
            <Trans comment="Account page: link to set up two-factor authentication">Set up</Trans>
          )}
        </button>
      )}
      {stage.name === 'password' && (
        <form
          noValidate
          onSubmit={(event) => submitPassword(event, stage.action)}
          className="flex flex-col gap-2"
        >
          <label htmlFor={`${id}-password`} className="text-sm">
            <Trans>Your password</Trans>
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <SubmitOrCancel
            label={
              stage.action === 'turn-off'
                ? t`Turn off two-factor`
                : t({ message: 'Continue', comment: 'Button: next step of the two-factor set-up' })
            }
            disabled={busy || !password}
            onCancel={() => setStage({ name: 'idle' })}
          />
        </form>
      )}
      {stage.name === 'confirm' && (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-3">
          <p className="text-sm">
            <Trans>
              1. Add NEXUS to your authenticator app: scan this code, open{' '}
              <a href={stage.uri} className="underline">
                this link on your phone
              </a>
              , or type this secret into the app:
            </Trans>
          </p>
          <QrCode value={stage.uri} label={t`QR code for your authenticator app`} />
          <code
            aria-label={t({ message: 'Secret', comment: "The two-factor set-up's secret key" })}
            className="w-fit rounded bg-surface-2 px-2 py-1 break-all"
          >
            {stage.secret}
          </code>
          <p className="text-sm">
            <Trans>
              2. Save these ten backup codes somewhere safe. Each works once, when you do not have
              your phone. They are not shown again.
            </Trans>
          </p>
          <ul
            aria-label={t`Backup codes`}
            className="grid w-fit grid-cols-2 gap-x-6 font-mono text-sm"
          >
            {stage.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
          <label htmlFor={`${id}-code`} className="text-sm">
            <Trans>3. Enter the code from your authenticator app</Trans>
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={inputClass}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SubmitOrCancel
            label={t`Turn on two-factor`}
            disabled={busy || !code}
            onCancel={() => setStage({ name: 'idle' })}
          />
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-warn">
          {error}
        </p>
      )}
    </section>
  );
}

/** A step's two buttons: go on, or back to the start. */
function SubmitOrCancel({
  label,
  disabled,
  onCancel,
}: {
  label: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button type="submit" className={buttonStyles.primary} disabled={disabled}>
        {label}
      </button>
      <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
