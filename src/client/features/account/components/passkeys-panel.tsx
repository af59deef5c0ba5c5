import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { PasskeySummary } from '@/shared/auth/account-security';
import { addPasskey } from '../api/add-passkey';
import { deletePasskey } from '../api/delete-passkey';
import { securityStatusQueryKey } from '../api/security-status';

function failureText(error: unknown) {
  // The person closed the browser's passkey prompt, or it timed out.
  // (@simplewebauthn/browser passes the browser's error on under its name.)
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'No passkey was added.';
  }
  return error instanceof Error ? error.message : 'Unknown error';
}

/**
 * Biometric Lock: the account's passkeys (docs/product.md#two-factor-and-passkeys). Touch ID,
 * Windows Hello, a phone or a security key; each signs in from the sign-in screen.
 */
export function PasskeysPanel({ passkeys }: { passkeys: PasskeySummary[] }) {
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
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="passkeys" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="label-caps font-bold">
        Biometric Lock: {passkeys.length > 0 ? 'Active' : 'Off'}
      </h3>
      <p className="max-w-2xl text-sm text-text-dim">
        A passkey signs you in with Touch ID, Windows Hello, your phone or a security key, without a
        password.
      </p>
      {passkeys.length > 0 && (
        <ul aria-label="Your passkeys" className="flex flex-col gap-2">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {passkey.name || 'Passkey'}
                {passkey.createdAt && (
                  <span className="text-text-dim"> · added {passkey.createdAt.slice(0, 10)}</span>
                )}
              </span>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={busy}
                onClick={() => void run(() => deletePasskey(passkey.id), 'The passkey is removed.')}
              >
                Remove<span className="sr-only"> {passkey.name || 'passkey'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm">
            Name (optional)
          </label>
          <input
            id={`${id}-name`}
            className="rounded-md border border-line bg-surface-2 px-3 py-2 text-text focus:border-accent"
            placeholder="Laptop"
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
            void run(async () => {
              await addPasskey(name.trim());
              setName('');
            }, 'The passkey is added. You can sign in with it from the sign-in screen.')
          }
        >
          Add a passkey
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
