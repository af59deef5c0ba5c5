/**
 * The sign-in and sign-up rules (docs/product.md#validation-messages), shared so the server
 * enforces exactly what the form checks. Plain code, as the server checks its input with zod
 * and the browser with valibot.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/**
 * The product's message shows an example address in place of {email}
 * (docs/product.md#validation-messages).
 */
const EXAMPLE_EMAIL = 'user@example.com';

export const validationMessages = {
  email: `Please enter a valid email address (e.g., ${EXAMPLE_EMAIL})`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be no more than ${PASSWORD_MAX_LENGTH} characters long`,
  passwordNeedsDigit: 'Password must contain at least one number (0-9)',
  passwordNeedsLower: 'Password must contain at least one lowercase letter (a-z)',
  passwordNeedsUpper: 'Password must contain at least one uppercase letter (A-Z)',
} as const;

/**
 * The hint panel under the password field, in the product's words (docs/product.md#sign-in-screen).
 */
export const passwordHints = [
  '8-32 characters',
  'one number',
  'one lowercase letter',
  'one uppercase letter',
] as const;

// A standard address: something, an @, a domain with a dot, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/**
 * The first password rule that fails, in the product's order (docs/product.md#validation-messages),
 * or null when it passes.
 */
export function passwordProblem(password: string): string | null {
  if (password === '') return validationMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return validationMessages.passwordTooLong;
  if (!/[0-9]/.test(password)) return validationMessages.passwordNeedsDigit;
  if (!/[a-z]/.test(password)) return validationMessages.passwordNeedsLower;
  if (!/[A-Z]/.test(password)) return validationMessages.passwordNeedsUpper;
  return null;
}

/** The first problem with the form's input, email first, then the password; null when valid. */
export function credentialProblem(input: { email: string; password: string }): string | null {
  if (!isValidEmail(input.email.trim())) return validationMessages.email;
  return passwordProblem(input.password);
}
