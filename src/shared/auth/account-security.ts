import * as v from 'valibot';

/**
 * The answers of the two-factor and passkey calls (their paths are in
 * account-security-paths.ts, apart, so the sign-in screen gets them without a schema library).
 */
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
  totpURI: v.pipe(v.string(), v.maxLength(2000), v.startsWith('otpauth://')),
  backupCodes: v.array(v.pipe(v.string(), v.maxLength(100))),
});
