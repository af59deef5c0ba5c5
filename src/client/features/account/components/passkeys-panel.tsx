import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { PasskeySummary } from '@/shared/auth/account-security';
import { addPasskey } from '../api/add-passkey';
import { deletePasskey } from '../api/delete-passkey';
import { securityStatusQueryKey } from '../api/security-status';
import { accountErrorText } from '../utils/account-error-text';

function failureText(error: unknown, i18n: I18n) {
  // The person closed the browser's passkey prompt, or it timed out.
  // (@simplewebauthn/browser passes the browser's error on under its name.)
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return i18n._(msg`No passkey was added.`);
  }
  return accountErrorText(error, i18n);
}

/**
 * Biometric Lock: the account's passkeys (docs/product.md#two-factor-and-passkeys). Touch ID,
 * Windows Hello, a phone or a security key; each signs in from the sign-in screen.
 */
export function PasskeysPanel({ passkeys }: { passkeys: PasskeySummary[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, success: string) => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      await work();
      setDone(success);
      await queryClient.invalidateQueries({ queryKey: securityStatusQueryKey });
    } catch (failure) {
      setError(failureText(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="passkeys" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="label-caps font-bold">
        {passkeys.length > 0 ? (
          <Trans comment="Heading: passkeys (sign-in by fingerprint or face) are on">
            Biometric Lock: Active
          </Trans>
        ) : (
          <Trans comment="Heading: passkeys (sign-in by fingerprint or face) are off">
            Biometric Lock: Off
          </Trans>
        )}
      </h3>
      <p className="max-w-2xl text-sm text-text-dim">
        <Trans>
          A passkey signs you in with Touch ID, Windows Hello, your phone or a security key, without
          a password.
        </Trans>
      </p>
      {passkeys.length > 0 && (
        <ul aria-label={t`Your passkeys`} className="flex flex-col gap-2">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {passkey.name || t({ message: 'Passkey', comment: 'A passkey without a name' })}
                {passkey.createdAt && (
                  <span className="text-text-dim">
                    {' '}
                    · <AddedOn date={passkey.createdAt.slice(0, 10)} />
                  </span>
                )}
              </span>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={busy}
                onClick={() =>
                  void run(() => deletePasskey(passkey.id), t`The passkey is removed.`)
                }
              >
                <Trans comment="Button: removes one passkey">Remove</Trans>
                <span className="sr-only">
                  {' '}
                  {passkey.name ||
                    t({ message: 'passkey', comment: 'A passkey without a name, after "Remove"' })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm">
            <Trans comment="A passkey's name (Laptop, Phone)">Name (optional)</Trans>
          </label>
          <input
            id={`${id}-name`}
            className="rounded-md border border-line bg-surface-2 px-3 py-2 text-text focus:border-accent"
            placeholder={t({ message: 'Laptop', comment: "Example of a passkey's name" })}
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() =>
            void run(
              async () => {
                await addPasskey(name.trim());
                setName('');
              },
              t`The passkey is added. You can sign in with it from the sign-in screen.`,
            )
          }
        >
          <Trans>Add a passkey</Trans>
        </button>
      </div>
      {done && (
        <p role="status" className="text-sm text-ok">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-warn">
          {error}
        </p>
      )}
    </section>
  );
}

/** When a passkey was added: the day as ISO (2026-11-25), the same in every language. */
function AddedOn({ date }: { date: string }) {
  return (
    <Trans comment="When a passkey was added; {date} is a day as 2026-11-25">added {date}</Trans>
  );
}
