import { z } from 'zod';

/** What the two-factor and passkey calls accept (docs/product.md#two-factor-and-passkeys). */

/** A password, as sign-in accepts it. */
export const passwordBodySchema = z.object({ password: z.string().max(1024) });

/** A 6-digit authenticator code, or a backup code (letters, digits and a dash). */
export const codeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,24}$/, 'is not a code'),
});

export const deletePasskeyBodySchema = z.object({ id: z.string().min(1).max(200) });

/** The authenticator's answer is checked by the passkey plugin itself. */
const authenticatorAnswer = z.record(z.string(), z.unknown());

export const registerPasskeyBodySchema = z.object({
  response: authenticatorAnswer,
  name: z.string().max(100).optional(),
});

export const passkeySignInBodySchema = z.object({ response: authenticatorAnswer });
