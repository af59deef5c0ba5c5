import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
import { GENERATED_AVATARS } from '@/shared/profiles/profile-api';

/**
 * The twelve generated avatars (`avatar:0` … `avatar:11`): the profile's initials on one of
 * twelve colours, a hue apart, each with a mark of its own so that two are told apart without
 * colour too. Dark text on every one of them: at least 6:1.
 */
export const AVATAR_STYLES = [
  { background: '#ff6b6b', mark: 'circle' },
  { background: '#ffa94d', mark: 'square' },
  { background: '#ffd43b', mark: 'diamond' },
  { background: '#a9e34b', mark: 'ring' },
  { background: '#69db7c', mark: 'circle' },
  { background: '#38d9a9', mark: 'square' },
  { background: '#3bc9db', mark: 'diamond' },
  { background: '#74c0fc', mark: 'ring' },
  { background: '#91a7ff', mark: 'circle' },
  { background: '#b197fc', mark: 'square' },
  { background: '#f783ac', mark: 'diamond' },
  { background: '#e599f7', mark: 'ring' },
] as const;

export const generatedAvatarIds = Array.from(
  { length: GENERATED_AVATARS },
  (_, index) => `avatar:${index}`,
);

/** The index of a generated avatar, or null for an uploaded picture (a data URL). */
export function generatedAvatarIndex(avatar: string): number | null {
  const match = /^avatar:(\d{1,2})$/.exec(avatar);
  if (!match) return null;
  const index = Number(match[1]);
  return index < GENERATED_AVATARS ? index : null;
}

/**
 * 'Avatar 1' … 'Avatar 12': what a screen reader says for each, in the page's language
 * (components pass their own translator).
 */
export function avatarLabel(index: number, i18n: I18n = pageI18n) {
  const number = index + 1;
  return i18n._(
    msg({ message: `Avatar ${number}`, comment: 'One of the twelve generated avatars' }),
  );
}

/** Up to two initials: the first letters of the first two words ('?' for no name yet). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0]!.toUpperCase());
  return letters.join('') || '?';
}
