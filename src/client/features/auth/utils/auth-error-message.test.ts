import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
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
});
