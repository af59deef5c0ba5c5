import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/client/lib/api-client';
import { pageText } from '@/client/lib/page-text';
import { pageI18n } from '@/client/i18n/page-language';
import { waitMessage } from '@/client/lib/wait-text';

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

/** "Sign In Failed: …" with `message`, the reason in the page's language. */
export function signInFailed(message: string): MessageDescriptor {
  return msg({
    message: `Sign In Failed: ${message}`,
    comment: '{message} is the reason, a sentence in the same language',
  });
}

/** Codes our server or this page answers that no row of the error table names. */
const otherReasons: Record<string, MessageDescriptor> = {
  'database-unavailable': msg`Accounts are unreachable right now. Please try again in a moment.`,
  'invalid-origin': msg`This request did not come from this site.`,
  'passkey-not-verified': msg`The passkey could not be verified. Please try again.`,
  'bad-request': msg`The request could not be read.`,
  'bad-response': msg`The server answered in an unexpected shape.`,
  internal: msg`Something went wrong. Please try again.`,
};

/**
 * Why a request failed, for "Sign In Failed: …". A limit's refusal says how long to wait, counted
 * from its Retry-After. Otherwise, on an English page, the server's own words, as the spec's
 * table has it. In another language the server's English would be the only English on the page:
 * a code we know is worded in the page's language (a lost network or a timeout already was,
 * here), anything else as a general sentence.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return pageText(unknownError);
  if (error instanceof ApiError && error.status === 429)
    return pageText(waitMessage(waitKind(error.retryAfterS), error.retryAfterS));
  if (!pageI18n.locale || pageI18n.locale === 'en') return error.message;
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') return error.message;
    const known = otherReasons[error.code];
    if (known) return pageText(known);
  }
  return pageText(otherReasons.internal!);
}

/** A wait of an hour or more is sign-up's day of accounts for a network; less, a minute's tries. */
const waitKind = (seconds: number | undefined) =>
  seconds !== undefined && seconds >= 3600 ? 'sign-ups' : 'attempts';

/** The message for a failed sign-in or sign-up, in the page's language when rendered with `t`. */
export function authErrorText(mode: AuthMode, error: unknown): MessageDescriptor {
  const known = (mode === 'sign-in' ? signInMessages : signUpMessages)[errorCode(error)];
  if (known) return known;
  const message = failureReason(error);
  return mode === 'sign-in'
    ? signInFailed(message)
    : msg({
        message: `Sign Up Failed: ${message}`,
        comment: '{message} is the reason, a sentence in the same language',
      });
}

/** The same message as text in the page's language. */
export function authErrorMessage(mode: AuthMode, error: unknown): string {
  return pageText(authErrorText(mode, error));
}
