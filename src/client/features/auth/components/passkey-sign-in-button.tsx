import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { ApiError } from '@/client/lib/api-client';
import { passkeySignIn } from '../api/passkey-sign-in';
import { applySession } from '../hooks/auth-state';
import type { AuthText } from '../hooks/use-auth-form';
import { failureReason, signInFailed, tooManyRequests } from '../utils/auth-error-message';

/**
 * 'Use a passkey' under the sign-in form (it signs in; its name keeps clear of 'Sign In', the
 * form's own button, for those who find buttons by name) (docs/product.md#two-factor-and-passkeys).
 * Shown to every visitor: whether this browser supports passkeys is only known in the browser,
 * so the answer comes when it is pressed, not at render.
 */
export function PasskeySignInButton({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthText>('');

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      if (typeof window.PublicKeyCredential !== 'function') {
        setError(msg`This browser cannot use passkeys. Sign in with your email and password.`);
        return;
      }
      applySession(await passkeySignIn(), true);
      onSuccess();
    } catch (failure) {
      setError(passkeyErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-2">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={busy}
        onClick={() => void start()}
      >
        {busy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Use a passkey</Trans>}
      </button>
      {error && (
        <p role="alert" className="text-sm text-warn">
          {typeof error === 'string' ? error : t(error)}
        </p>
      )}
    </div>
  );
}

function passkeyErrorMessage(failure: unknown): AuthText {
  // The person closed the browser's passkey prompt, or it timed out.
  // (@simplewebauthn/browser passes the browser's error on under its name.)
  if (failure instanceof Error && failure.name === 'NotAllowedError') {
    return msg`No passkey was used. Try again, or sign in with your email and password.`;
  }
  if (failure instanceof ApiError && failure.status === 401) {
    return msg`This passkey is not known here. Sign in with your email and password.`;
  }
  if (failure instanceof ApiError && failure.code === 'too-many-requests') {
    return tooManyRequests;
  }
  return signInFailed(failureReason(failure));
}
