/** better-auth's session cookie (with the __Secure- prefix over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a Cookie header carries a session, valid or not. */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  SESSION_COOKIE.test(cookieHeader ?? '');

/** better-auth's "password right, code pending" cookie (two-factor plugin). */
const TWO_FACTOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]*)/;

/**
 * The pending sign-in named by the two-factor cookie: its value is better-auth's signed
 * `identifier.signature`. Only the identifier is read; the library checks the signature itself.
 */
export function pendingTwoFactorId(cookieHeader: string | undefined): string | null {
  const raw = TWO_FACTOR_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const id = value.split('.')[0] ?? '';
  return /^2fa-[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
