import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { pageI18n } from '@/client/i18n/page-language';
import { interfaceIn } from '@/client/testing/interface-in';
import { authErrorMessage } from './auth-error-message';

const failure = (code: string, message = 'server said no') => new ApiError(400, code, message);

describe('auth error messages (docs/product.md#sign-in-and-sign-up-errors)', () => {
  it.each([
    ['user-not-found', 'No account found with this email. Please sign up first.'],
    ['wrong-password', 'Incorrect password. Please try again.'],
    ['invalid-email', 'Please enter a valid email address.'],
    ['too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['user-disabled', 'This account has been disabled. Please contact support.'],
    ['invalid-credential', 'Invalid email or password. Please check your credentials.'],
  ])('sign-in %s', (code, message) => {
    expect(authErrorMessage('sign-in', failure(code))).toBe(message);
  });

  it.each([
    [
      'email-already-in-use',
      'This email is already registered. Please sign in instead or use a different email.',
    ],
    ['weak-password', 'Password should be at least 6 characters long.'],
    ['invalid-email', 'Please enter a valid email address.'],
    ['operation-not-allowed', 'Email/password accounts are not enabled. Please contact support.'],
  ])('sign-up %s', (code, message) => {
    expect(authErrorMessage('sign-up', failure(code))).toBe(message);
  });

  it('wraps anything else with the mode', () => {
    expect(authErrorMessage('sign-in', failure('internal', 'Boom'))).toBe('Sign In Failed: Boom');
    expect(authErrorMessage('sign-up', failure('too-many-requests', 'Slow down'))).toBe(
      'Sign Up Failed: Slow down',
    );
    expect(
      authErrorMessage('sign-up', new ApiError(0, 'network', 'No network connectivity detected')),
    ).toBe('Sign Up Failed: No network connectivity detected');
  });

  it("says a limit's wait, counted from Retry-After (sign-up's day of accounts in hours)", () => {
    const limited = (seconds?: number) =>
      new ApiError(429, 'too-many-requests', 'Too many attempts. Please try again later.', seconds);
    expect(authErrorMessage('sign-up', limited(42))).toBe(
      'Sign Up Failed: Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(authErrorMessage('sign-up', limited(5 * 3600 - 10))).toBe(
      'Sign Up Failed: Too many new accounts from this network today. Please try again in 5 hours.',
    );
    // Sign-in's own limit keeps the spec's text.
    expect(authErrorMessage('sign-in', limited(42))).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });
});

describe('auth error messages in another language (issue 33)', () => {
  const speak = (language: string) =>
    pageI18n.loadAndActivate({ locale: language, messages: interfaceIn(language).messages });
  afterEach(() => pageI18n.activate('en'));

  it("words a code no row names in the page's language, not in the server's English", () => {
    speak('fr');
    expect(authErrorMessage('sign-in', failure('some-new-code', 'Server says no'))).toBe(
      "Échec de la connexion : Une erreur s'est produite. Veuillez réessayer.",
    );
    expect(
      authErrorMessage('sign-in', new ApiError(503, 'database-unavailable', 'Accounts are…')),
    ).toMatch(/^Échec de la connexion : Les comptes sont injoignables/);
  });

  it('keeps the spec texts of the codes it names, translated', () => {
    speak('de');
    expect(authErrorMessage('sign-in', failure('invalid-credential'))).not.toMatch(/Invalid/);
    expect(
      authErrorMessage('sign-up', new ApiError(429, 'too-many-requests', 'Too many', 1)),
    ).toMatch(/Zu viele Versuche\. Bitte warte 1 Sekunde und versuche es dann erneut\.$/);
  });
});
