import { msg } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/client/lib/api-client';
import { failureReason, signInFailed, tooManyRequests } from '../utils/auth-error-message';
import type { AuthText } from './use-auth-form';
import { verifySignInCode } from '../api/verify-sign-in-code';
import { applySession } from './auth-state';

/**
 * The sign-in's code step (docs/product.md#two-factor-and-passkeys): the 6-digit code from the
 * authenticator app, or one of the backup codes. A wrong code counts on the server like a wrong
 * password; the limits' answer is shown as at sign-in.
 */
export function useCodeStep(rememberMe: boolean, onSuccess: () => void) {
  const [code, setCode] = useState('');
  const [backup, setBackup] = useState(false);
  const [error, setError] = useState<AuthText>('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const entered = code.replace(/\s/g, '');
    if (!backup && !/^\d{6}$/.test(entered)) {
      setError(msg`Enter the 6 digits your authenticator app shows.`);
      return;
    }
    if (backup && entered.length < 6) {
      setError(msg`Enter one of your backup codes.`);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      applySession(await verifySignInCode(entered, backup), rememberMe);
      setCode('');
      onSuccess();
    } catch (failure) {
      setError(codeErrorMessage(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const toggleBackup = () => {
    setBackup((b) => !b);
    setCode('');
    setError('');
  };

  return { code, setCode, backup, toggleBackup, error, busy, submit };
}

function codeErrorMessage(failure: unknown): AuthText {
  if (!(failure instanceof ApiError)) return signInFailed(failureReason(failure));
  if (failure.code === 'too-many-requests') return tooManyRequests;
  if (failure.code === 'invalid-code') return msg`That code is not right. Please try again.`;
  if (failure.code === 'invalid-backup-code')
    return msg`That backup code is not right, or was used already.`;
  // Any other answer as at sign-in: the server's own words only on an English page.
  return signInFailed(failureReason(failure));
}
