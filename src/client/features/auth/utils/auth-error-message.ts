import { ApiError } from '@/client/lib/api-client';

/** The product's messages for every error code (docs/product.md#sign-in-and-sign-up-errors). */
export const SWITCHED_TO_SIGN_IN = 'Switched to Sign In - this email is already registered.';
export const AUTO_SWITCH_MS = 2000;

const signInMessages: Record<string, string> = {
  'user-not-found': 'No account found with this email. Please sign up first.',
  'wrong-password': 'Incorrect password. Please try again.',
  'invalid-email': 'Please enter a valid email address.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'invalid-credential': 'Invalid email or password. Please check your credentials.',
};

const signUpMessages: Record<string, string> = {
  'email-already-in-use':
    'This email is already registered. Please sign in instead or use a different email.',
  'weak-password': 'Password should be at least 6 characters long.',
  'invalid-email': 'Please enter a valid email address.',
  'operation-not-allowed': 'Email/password accounts are not enabled. Please contact support.',
};

export type AuthMode = 'sign-in' | 'sign-up';

export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'unknown';
}

export function authErrorMessage(mode: AuthMode, error: unknown): string {
  const code = errorCode(error);
  const known = (mode === 'sign-in' ? signInMessages : signUpMessages)[code];
  if (known) return known;
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return mode === 'sign-in' ? `Sign In Failed: ${message}` : `Sign Up Failed: ${message}`;
}
