import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/client/lib/api-client';
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
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const entered = code.replace(/\s/g, '');
    if (!backup && !/^\d{6}$/.test(entered)) {
      setError('Enter the 6 digits your authenticator app shows.');
      return;
    }
    if (backup && entered.length < 6) {
      setError('Enter one of your backup codes.');
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

function codeErrorMessage(failure: unknown) {
  if (!(failure instanceof ApiError)) return 'Sign In Failed: Unknown error';
  if (failure.code === 'too-many-requests') {
    return 'Too many failed attempts. Please try again later.';
  }
  return failure.message || `Sign In Failed: ${failure.code}`;
}
