import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/client/lib/api-client';
import { pageText } from '@/client/lib/page-text';

/** The product's messages for every error code (docs/product.md#sign-in-and-sign-up-errors). */
export const switchedToSignIn = msg({
  message: 'Switched to Sign In - this email is already registered.',
  comment: 'Sign-up form: it turned itself into the sign-in form',
});
export const AUTO_SWITCH_MS = 2000;

const invalidEmail = msg`Please enter a valid email address.`;
/** The limits' answer, at any step of a sign-in (password, code, passkey). */
export const tooManyRequests = msg`Too many failed attempts. Please try again later.`;

const signInMessages: Record<string, MessageDescriptor> = {
  'user-not-found': msg`No account found with this email. Please sign up first.`,
  'wrong-password': msg`Incorrect password. Please try again.`,
  'invalid-email': invalidEmail,
  'too-many-requests': tooManyRequests,
  'user-disabled': msg`This account has been disabled. Please contact support.`,
  'invalid-credential': msg`Invalid email or password. Please check your credentials.`,
};

const signUpMessages: Record<string, MessageDescriptor> = {
  'email-already-in-use': msg`This email is already registered. Please sign in instead or use a different email.`,
  'weak-password': msg`Password should be at least 6 characters long.`,
  'invalid-email': invalidEmail,
  'operation-not-allowed': msg`Email/password accounts are not enabled. Please contact support.`,
};

export type AuthMode = 'sign-in' | 'sign-up';

export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'unknown';
}

export const unknownError = msg({
  message: 'Unknown error',
  comment: 'Shown after "Sign In Failed:" when nothing says why',
});

/** "Sign In Failed: …" with the request's own words, for a failure no code names. */
export function signInFailed(message: string): MessageDescriptor {
  return msg({
    message: `Sign In Failed: ${message}`,
    comment: '{message} is the reason, from the server (often in English)',
  });
}

/** The message for a failed sign-in or sign-up, in the page's language when rendered with `t`. */
export function authErrorText(mode: AuthMode, error: unknown): MessageDescriptor {
  const known = (mode === 'sign-in' ? signInMessages : signUpMessages)[errorCode(error)];
  if (known) return known;
  const message = error instanceof Error && error.message ? error.message : pageText(unknownError);
  return mode === 'sign-in'
    ? signInFailed(message)
    : msg({
        message: `Sign Up Failed: ${message}`,
        comment: '{message} is the reason, from the server (often in English)',
      });
}

/** The same message as text in the page's language. */
export function authErrorMessage(mode: AuthMode, error: unknown): string {
  return pageText(authErrorText(mode, error));
}
