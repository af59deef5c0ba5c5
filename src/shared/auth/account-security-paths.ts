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
