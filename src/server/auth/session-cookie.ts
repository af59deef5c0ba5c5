/** better-auth's session cookie (with the __Secure- prefix over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a Cookie header carries a session, valid or not. */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  SESSION_COOKIE.test(cookieHeader ?? '');
