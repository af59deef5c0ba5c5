import * as v from 'valibot';

/**
 * Two-factor and passkeys (docs/product.md#two-factor-and-passkeys). The paths are better-auth's
 * own, mounted by our auth plugin; the answers carry only what the account page shows: never a
 * session token, a TOTP secret after set-up, or a passkey's public key.
 */
export const ACCOUNT_SECURITY_PATHS = {
  /** GET: `{ twoFactorEnabled, libraryBytes, passkeys }`, what the account cards show. */
  status: '/api/auth/security',
  /** POST `{ password }`: `{ totpURI, backupCodes }`; two-factor is on once a code confirms it. */
  enableTwoFactor: '/api/auth/two-factor/enable',
  /** POST `{ password }`: turns two-factor off. */
  disableTwoFactor: '/api/auth/two-factor/disable',
  /** POST `{ code }`: confirms the set-up (signed in) or completes a sign-in (code pending). */
  verifyTotp: '/api/auth/two-factor/verify-totp',
  /** POST `{ code }`: completes a sign-in with one of the backup codes, which is then used up. */
  verifyBackupCode: '/api/auth/two-factor/verify-backup-code',
  /** GET, then POST `{ response, name? }`: adds a passkey to the signed-in account. */
  passkeyRegisterOptions: '/api/auth/passkey/generate-register-options',
  passkeyRegister: '/api/auth/passkey/verify-registration',
  /** GET, then POST `{ response }`: signs in with a passkey. */
  passkeySignInOptions: '/api/auth/passkey/generate-authenticate-options',
  passkeySignIn: '/api/auth/passkey/verify-authentication',
  /** POST `{ id }`: removes one of the account's passkeys. */
  deletePasskey: '/api/auth/passkey/delete-passkey',
} as const;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const passkeySchema = v.object({
  id,
  /** The name given when it was added; empty when none was. */
  name: v.pipe(v.string(), v.maxLength(200)),
  /** ISO date, or empty when the library did not record it. */
  createdAt: v.pipe(v.string(), v.maxLength(40)),
});

export const securityStatusSchema = v.object({
  twoFactorEnabled: v.boolean(),
  /** Characters of the account's synced library on the server ('Data Consumed'). */
  libraryBytes: v.pipe(v.number(), v.minValue(0)),
  passkeys: v.array(passkeySchema),
});

export type SecurityStatus = v.InferOutput<typeof securityStatusSchema>;
export type PasskeySummary = v.InferOutput<typeof passkeySchema>;

export const enableTwoFactorAnswerSchema = v.object({
  totpURI: v.pipe(v.string(), v.startsWith('otpauth://'), v.maxLength(2000)),
  backupCodes: v.array(v.pipe(v.string(), v.maxLength(100))),
});

/** A password, as sign-in accepts it. */
export const passwordBodySchema = v.object({ password: v.pipe(v.string(), v.maxLength(1024)) });

/** A 6-digit authenticator code, or a backup code (letters, digits and a dash). */
export const codeBodySchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{6,24}$/, 'is not a code')),
});

export const deletePasskeyBodySchema = v.object({ id });

export const registerPasskeyBodySchema = v.object({
  response: v.record(v.string(), v.unknown()),
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const passkeySignInBodySchema = v.object({ response: v.record(v.string(), v.unknown()) });
