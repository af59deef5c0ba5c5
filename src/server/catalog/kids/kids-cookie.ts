import { PROFILE_COOKIE } from '@/server/profiles/profile-choice-cookie';

const KIDS_CHOICE = new RegExp(`(?:^|;\\s*)${PROFILE_COOKIE}=[^;]*\\.k\\.`);

/**
 * Whether a Cookie header names a kids profile as this device's choice (profile-choice-cookie.ts:
 * `{id}.k.{tag}`), read without checking its tag: the one-second replay (hot-responses.ts) skips
 * such a request, and a cookie that only claims it costs that request the replay, nothing more.
 */
export const mayBeKidsProfile = (cookieHeader: string | undefined) =>
  KIDS_CHOICE.test(cookieHeader ?? '');
