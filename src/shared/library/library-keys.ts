/**
 * Every item of a library has one key: `vault:{movie|tv}:{id}`, `progress:{movie|tv}:{id}`,
 * `history:{movie|tv}:{id}`, or `profile-image`. The key is the unit of merging: two devices
 * that touch the same key compete, different keys never do.
 */
export type MediaType = 'movie' | 'tv';
export type TitleKind = 'vault' | 'progress' | 'history';
export type LibraryKind = TitleKind | 'profile-image';

export type LibraryKey =
  { kind: TitleKind; mediaType: MediaType; id: number } | { kind: 'profile-image' };

export const TITLE_KINDS: readonly TitleKind[] = ['vault', 'progress', 'history'];
export const PROFILE_IMAGE_KEY = 'profile-image';

// Ids as the catalogue has them: positive integers, no leading zero, safe in a double.
const TITLE_KEY = /^(vault|progress|history):(movie|tv):([1-9]\d{0,15})$/;

export function libraryKey(kind: TitleKind, mediaType: MediaType, id: number): string {
  return `${kind}:${mediaType}:${id}`;
}

export function parseLibraryKey(key: string): LibraryKey | null {
  if (key === PROFILE_IMAGE_KEY) return { kind: 'profile-image' };
  const match = TITLE_KEY.exec(key);
  if (!match) return null;
  const id = Number(match[3]);
  if (!Number.isSafeInteger(id)) return null;
  return { kind: match[1] as TitleKind, mediaType: match[2] as MediaType, id };
}

/** The kind of a key that is known to be valid (stored keys, parsed ops). */
export function kindOfKey(key: string): LibraryKind {
  return key === PROFILE_IMAGE_KEY
    ? 'profile-image'
    : (key.slice(0, key.indexOf(':')) as TitleKind);
}
