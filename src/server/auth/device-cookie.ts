import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secureCookies } from '@/server/http/secure-cookies';

/**
 * The "known device" cookie (docs/product.md#sessions): a browser that has signed in to an
 * account carries a mark for it, so that failures spread over many other addresses can slow
 * strangers down but never keep the owner out (auth-limits.ts). It stays after sign-out (it is
 * what makes the next sign-in on this browser safe) and reveals nothing: a random device id and,
 * per account signed in here, a tag that only the server can compute (an HMAC of the device id
 * and the email, keyed from the auth secret, so every server of a cluster reads it alike).
 */
export const DEVICE_COOKIE = 'nexus-device';

/** About 400 days: the most a browser keeps a cookie. */
const MAX_AGE_S = 400 * 24 * 60 * 60;
/** Accounts remembered per browser (a family computer); the oldest goes first. */
const MAX_ACCOUNTS = 8;
const PART = '[A-Za-z0-9_-]{22}';
const VALUE = new RegExp(`^${PART}(?:\\.${PART}){0,${MAX_ACCOUNTS}}$`);
const COOKIE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

export interface DeviceCookies {
  /** Whether this Cookie header marks the browser as one that has signed in to `email`. */
  knows(cookieHeader: string | undefined, email: string): boolean;
  /** The Set-Cookie line that adds `email` to this browser's mark (a new mark if it has none). */
  remember(cookieHeader: string | undefined, email: string, https: boolean): string;
}

export function deviceCookies(authSecret: string): DeviceCookies {
  // Its own key: a tag can never be mistaken for anything else signed with the auth secret.
  const key = createHmac('sha256', authSecret).update('nexus known-device cookie').digest();
  const tagOf = (device: string, email: string) =>
    createHmac('sha256', key)
      .update(`${device}\n${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);
  const read = (cookieHeader: string | undefined) => {
    const value = COOKIE.exec(cookieHeader ?? '')?.[1];
    if (!value || !VALUE.test(value)) return null;
    const [device, ...tags] = value.split('.');
    return { device: device!, tags };
  };
  const holds = (tags: string[], tag: string) =>
    tags.some((t) => timingSafeEqual(Buffer.from(t), Buffer.from(tag)));

  return {
    knows(cookieHeader, email) {
      const mark = read(cookieHeader);
      return mark !== null && holds(mark.tags, tagOf(mark.device, email));
    },
    remember(cookieHeader, email, https) {
      const mark = read(cookieHeader) ?? {
        device: randomBytes(16).toString('base64url'),
        tags: [],
      };
      const tag = tagOf(mark.device, email);
      const tags = [...mark.tags.filter((t) => t !== tag), tag].slice(-MAX_ACCOUNTS);
      const line =
        `${DEVICE_COOKIE}=${[mark.device, ...tags].join('.')}; Path=/api/auth; ` +
        `Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax`;
      return secureCookies([line], https)[0]!;
    },
  };
}
