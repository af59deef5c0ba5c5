import { HttpError } from '@/server/http/errors';
import { forbiddenOrigin } from '@/server/http/trusted-origin';
import type { AuthErrorCode } from '@/shared/auth/auth-error-codes';

/**
 * The ONE place where the auth library's errors become the product's codes
 * (docs/product.md#sign-in-and-sign-up-errors). Everything the auth API answers with on failure
 * passes through `authError` or `fromLibraryError`.
 */
const messages: Record<AuthErrorCode, [status: number, message: string]> = {
  // One answer for an unknown email and a wrong password: sign-in never reveals who has an account.
  'invalid-credential': [401, 'Invalid email or password.'],
  'email-already-in-use': [409, 'This email is already registered.'],
  'weak-password': [400, 'The password does not meet the password rules.'],
  'invalid-email': [400, 'The email address is not valid.'],
  'too-many-requests': [429, 'Too many attempts. Please try again later.'],
  'user-disabled': [403, 'This account has been disabled.'],
  'operation-not-allowed': [403, 'Accounts are not enabled on this server.'],
};

export function authError(code: AuthErrorCode, headers: Record<string, string> = {}) {
  const [status, message] = messages[code];
  return new HttpError(status, code, message, headers);
}

export function tooManyRequests(retryAfterS: number) {
  return authError('too-many-requests', { 'retry-after': String(retryAfterS) });
}

const libraryCodes: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  INVALID_PASSWORD: 'invalid-credential',
  USER_NOT_FOUND: 'invalid-credential',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid-credential',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  INVALID_EMAIL: 'invalid-email',
  USER_DISABLED: 'user-disabled',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'operation-not-allowed',
};

const originCodes = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);

/**
 * The passkey plugin answers 500 when the authenticator's answer fails verification (a wrong
 * origin, a bad signature): that is the request's fault, not the server's.
 */
const passkeyFaults: Record<string, string> = {
  FAILED_TO_VERIFY_REGISTRATION: 'The passkey could not be verified. Please try again.',
};

/** Turns an error answer of better-auth (status plus `{code, message}`) into our error. */
export function fromLibraryError(status: number, body: unknown): HttpError {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  const libraryCode = typeof code === 'string' ? code : '';
  const mapped = libraryCodes[libraryCode];
  if (mapped) return authError(mapped);
  const passkeyFault = passkeyFaults[libraryCode];
  if (passkeyFault) return new HttpError(400, 'passkey-not-verified', passkeyFault);
  if (status === 429) return authError('too-many-requests', { 'retry-after': '60' });
  if (originCodes.has(libraryCode)) return forbiddenOrigin();
  if (status >= 400 && status < 500) {
    const text = typeof message === 'string' && message ? message : 'The request was not valid.';
    return new HttpError(status, libraryCode ? kebab(libraryCode) : 'bad-request', text);
  }
  return new HttpError(500, 'internal', 'Something went wrong. Please try again.');
}

function kebab(code: string) {
  return code.toLowerCase().replace(/_/g, '-');
}
