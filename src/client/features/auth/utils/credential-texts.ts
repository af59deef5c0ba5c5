import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  credentialProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordHints,
  validationMessages,
} from '@/shared/auth/credential-rules';

const example = 'user@example.com';
const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;

/**
 * The validation messages in the interface's language, beside the English the server shares
 * (shared/auth/credential-rules.ts, docs/product.md#validation-messages), one for each rule.
 */
const validationTexts: Record<keyof typeof validationMessages, MessageDescriptor> = {
  email: msg({
    message: `Please enter a valid email address (e.g., ${example})`,
    comment: 'Sign-in form. {example} is an example email address, kept as it is',
  }),
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg({
    message: `Password must be at least ${min} characters long`,
    comment: '{min} is the smallest number of characters a password may have',
  }),
  passwordTooLong: msg({
    message: `Password must be no more than ${max} characters long`,
    comment: '{max} is the largest number of characters a password may have',
  }),
  passwordNeedsDigit: msg`Password must contain at least one number (0-9)`,
  passwordNeedsLower: msg`Password must contain at least one lowercase letter (a-z)`,
  passwordNeedsUpper: msg`Password must contain at least one uppercase letter (A-Z)`,
};

const byEnglish = new Map(
  (Object.keys(validationMessages) as (keyof typeof validationMessages)[]).map((key) => [
    validationMessages[key] as string,
    validationTexts[key],
  ]),
);

/** The first problem with the form's input (the shared rules' order), to show; null when valid. */
export function credentialProblemText(input: {
  email: string;
  password: string;
}): MessageDescriptor | string | null {
  const problem = credentialProblem(input);
  return problem && (byEnglish.get(problem) ?? problem);
}

const hintTexts: Record<(typeof passwordHints)[number], MessageDescriptor> = {
  '8-32 characters': msg({
    message: `${min}-${max} characters`,
    comment: 'Password requirements: its length range',
  }),
  'one number': msg({ message: 'one number', comment: 'Password requirements: it must contain…' }),
  'one lowercase letter': msg({
    message: 'one lowercase letter',
    comment: 'Password requirements: it must contain…',
  }),
  'one uppercase letter': msg({
    message: 'one uppercase letter',
    comment: 'Password requirements: it must contain…',
  }),
};

/** The hint panel under the password field, the shared rules' hints in the page's language. */
export const passwordHintTexts: readonly MessageDescriptor[] = passwordHints.map(
  (hint) => hintTexts[hint],
);
