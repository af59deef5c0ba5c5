import { describe, expect, it } from 'vitest';
import {
  credentialProblem,
  isValidEmail,
  passwordProblem,
  validationMessages,
} from './credential-rules';

describe('credential rules (docs/product.md#validation-messages)', () => {
  it('uses the spec text for every message', () => {
    expect(validationMessages).toEqual({
      email: 'Please enter a valid email address (e.g., user@example.com)',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 8 characters long',
      passwordTooLong: 'Password must be no more than 32 characters long',
      passwordNeedsDigit: 'Password must contain at least one number (0-9)',
      passwordNeedsLower: 'Password must contain at least one lowercase letter (a-z)',
      passwordNeedsUpper: 'Password must contain at least one uppercase letter (A-Z)',
    });
  });

  it.each([
    ['', validationMessages.passwordRequired],
    ['aB1', validationMessages.passwordTooShort],
    ['aB1'.padEnd(33, 'c'), validationMessages.passwordTooLong],
    ['abcdefgH', validationMessages.passwordNeedsDigit],
    ['ABCDEFG1', validationMessages.passwordNeedsLower],
    ['abcdefg1', validationMessages.passwordNeedsUpper],
  ])('password %j gives %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('checks the rules in the spec order: length before character classes', () => {
    // Too short AND missing every class: the length rule wins.
    expect(passwordProblem('abc')).toBe(validationMessages.passwordTooShort);
    // Long enough, missing digit, lower and upper: the digit rule comes first.
    expect(passwordProblem('--------')).toBe(validationMessages.passwordNeedsDigit);
    // Digit present, missing lower and upper: lowercase comes before uppercase.
    expect(passwordProblem('12345678')).toBe(validationMessages.passwordNeedsLower);
  });

  it('accepts passwords at both length limits', () => {
    expect(passwordProblem('abcdefG1')).toBeNull();
    expect(passwordProblem('abcdefG1'.padEnd(32, 'x'))).toBeNull();
  });

  it('checks the email before the password', () => {
    expect(credentialProblem({ email: 'nope', password: '' })).toBe(validationMessages.email);
    expect(credentialProblem({ email: 'a@example.com', password: '' })).toBe(
      validationMessages.passwordRequired,
    );
    expect(credentialProblem({ email: ' a@example.com ', password: 'abcdefG1' })).toBeNull();
  });

  it.each(['a@example.com', 'first.last+tag@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@example.com', '@example.com', 'a@@example.com'])(
    'rejects %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});
