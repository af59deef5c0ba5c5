import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { credentialProblemText } from '../utils/credential-texts';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { applySession } from './auth-state';
import type { AuthMode } from '../utils/auth-error-message';

/**
 * What the form says: a message the screen renders in the page's language, or, where nothing
 * else says why, the request's own words.
 */
export type AuthText = MessageDescriptor | string;

/**
 * The error texts load with the first failure, not with the page: most visits never see one.
 * The form asks for them as soon as it is used, so they are there when an answer comes back.
 */
const loadMessages = () => import('../utils/auth-error-message');

/**
 * The sign-in / create-account screen's state (docs/product.md#sign-in-screen): two modes, a toggle
 * that clears the error, client-side validation first, then the request; after
 * email-already-in-use the screen switches itself to sign-in 2000 ms later.
 */
export function useAuthForm(onSuccess: () => void) {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<AuthText>('');
  const [notice, setNotice] = useState<AuthText>('');
  const [busy, setBusy] = useState(false);
  // 'code' after a right password on an account with two-factor (docs/product.md#two-factor-and-passkeys).
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);

  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const toggleMode = () => {
    clearTimeout(switchTimer.current);
    setMode((m) => (m === 'sign-in' ? 'sign-up' : 'sign-in'));
    setError('');
    setNotice('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setError('');
    setNotice('');
    const problem = credentialProblemText({ email, password });
    if (problem) {
      setError(problem);
      return;
    }
    const messages = loadMessages().catch(() => null);
    const credentials = { email: email.trim(), password, rememberMe };
    inFlight.current = true;
    setBusy(true);
    try {
      const answer =
        mode === 'sign-in'
          ? await signIn(credentials)
          : await signUp({ ...credentials, name: name.trim() });
      if ('twoFactorRequired' in answer) {
        // The password was right; the session comes with the code. The password leaves the
        // form now, as it does after a success.
        setPassword('');
        setStep('code');
        return;
      }
      // The user is stored and the error cleared before leaving (docs/product.md#sign-in-screen).
      // The password goes too: while the next page's chunk loads, React keeps this screen mounted
      // but hidden, and a quick sign-out brings the same screen back (app/sign-in-race.test.tsx).
      applySession(answer, rememberMe);
      setError('');
      setPassword('');
      onSuccess();
    } catch (failure) {
      const texts = await messages;
      if (!texts) {
        // Offline before the texts ever loaded: the request's own message still says why.
        setError(failure instanceof Error ? failure.message : msg`Unknown error`);
        return;
      }
      setError(texts.authErrorText(mode, failure));
      if (mode === 'sign-up' && texts.errorCode(failure) === 'email-already-in-use') {
        switchTimer.current = setTimeout(() => {
          setMode('sign-in');
          setError('');
          setNotice(texts.switchedToSignIn);
        }, texts.AUTO_SWITCH_MS);
      }
    } finally {
      // Busy means exactly "this form's request is in flight". A success used to leave the
      // flag set on the assumption that the form unmounts; but while the next page's chunk is
      // still loading, React keeps this screen mounted (hidden), and a quick sign-out showed it
      // again on 'PROCESSING...' with nothing in flight.
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    mode,
    fields: { name, email, password, rememberMe },
    set: { name: setName, email: setEmail, password: setPassword, rememberMe: setRememberMe },
    error,
    notice,
    busy,
    step,
    /** 'credentials' goes back from the code step (a new sign-in starts a new code step). */
    setStep,
    toggleMode,
    submit,
  };
}
