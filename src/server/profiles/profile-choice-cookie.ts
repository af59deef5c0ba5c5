import { createHmac, timingSafeEqual } from 'node:crypto';
import { secureCookies } from '@/server/http/secure-cookies';

/**
 * The profile this device watches as (docs/product.md#profiles): an httpOnly cookie
 * `nexus_profile={id}.{k|a}.{tag}`, the tag an HMAC of the session's token, the profile and its
 * kids flag. Bound to the session, it ends with it (a new sign-in asks "Who's watching?" again)
 * and cannot be carried to another account; reading it needs no database, so the catalogue can
 * apply a kids profile's rule on every request for the price of one HMAC. The server checks it
 * against the database wherever the library or the profile's data is touched, and sends a fresh
 * one when the kids flag changed meanwhile.
 */
export const PROFILE_COOKIE = 'nexus_profile';
const COOKIE = /(?:^|;\s*)nexus_profile=([A-Za-z0-9_-]{1,40})\.([ka])\.([A-Za-z0-9_-]{22})(?:;|$)/;
const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
/** A device remembers its choice as long as its session lasts; the session decides. */
const MAX_AGE_S = 400 * 24 * 3600;

export interface ProfileChoice {
  profileId: string;
  kids: boolean;
}

export function profileChoiceCookies(key: Buffer) {
  const tagOf = (token: string, profileId: string, kids: boolean) =>
    createHmac('sha256', key)
      .update(`${token}\n${profileId}\n${kids ? 'k' : 'a'}`)
      .digest('base64url')
      .slice(0, 22);

  return {
    /** The device's choice, when its cookie was signed for the session this request carries. */
    read(cookieHeader: string | undefined): ProfileChoice | null {
      const header = cookieHeader ?? '';
      const choice = COOKIE.exec(header);
      const token = SESSION_TOKEN.exec(header)?.[1];
      if (!choice || !token) return null;
      const [, profileId, flag, tag] = choice as unknown as [string, string, string, string];
      const expected = tagOf(token, profileId, flag === 'k');
      if (!timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;
      return { profileId, kids: flag === 'k' };
    },
    /** The Set-Cookie line choosing `choice` for the session of this request; null without one. */
    write(cookieHeader: string | undefined, choice: ProfileChoice, https: boolean): string | null {
      const token = SESSION_TOKEN.exec(cookieHeader ?? '')?.[1];
      if (!token) return null;
      const value = `${choice.profileId}.${choice.kids ? 'k' : 'a'}.${tagOf(token, choice.profileId, choice.kids)}`;
      const line = `${PROFILE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax`;
      return secureCookies([line], https)[0]!;
    },
  };
}

/** Forgets the device's choice ('Switch profile', sign-out). */
export function clearProfileCookie(https: boolean): string {
  return secureCookies(
    [`${PROFILE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`],
    https,
  )[0]!;
}

export type ProfileChoiceCookies = ReturnType<typeof profileChoiceCookies>;
