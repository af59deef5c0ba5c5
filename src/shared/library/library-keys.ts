/**
 * Every item of a library has one key: `vault:{movie|tv}:{id}`, `progress:{movie|tv}:{id}`,
 * `history:{movie|tv}:{id}`, `continue-removed:{movie|tv}:{id}`, `rating:{movie|tv}:{id}`,
 * `watched:movie:{id}`,
 * `watched:tv:{id}:{season}:{episode}`, or `profile-image`. The key is the unit of merging: two
 * devices that touch the same key compete, different keys never do, so each watched episode has
 * a key of its own.
 */
export type MediaType = 'movie' | 'tv';
export type TitleKind = 'vault' | 'progress' | 'history' | 'continue-removed' | 'rating';
/** The kinds whose live items count against a per-kind limit. */
export type CountedKind = TitleKind | 'watched';
export type LibraryKind = CountedKind | 'profile-image';

export type LibraryKey =
  | { kind: TitleKind; mediaType: MediaType; id: number }
  | { kind: 'watched'; mediaType: MediaType; id: number; season?: number; episode?: number }
  | { kind: 'profile-image' };

export const COUNTED_KINDS: readonly CountedKind[] = [
  'vault',
  'progress',
  'history',
  'continue-removed',
  'rating',
  'watched',
];
export const PROFILE_IMAGE_KEY = 'profile-image';

// Ids as the catalogue has them: positive integers, no leading zero, safe in a double.
const TITLE_KEY = /^(vault|progress|history|continue-removed|rating):(movie|tv):([1-9]\d{0,15})$/;
// A film is watched as a whole, a series episode by episode (season 0 holds the specials).
const WATCHED_KEY =
  /^watched:(?:movie:([1-9]\d{0,15})|tv:([1-9]\d{0,15}):(0|[1-9]\d{0,3}):([1-9]\d{0,4}))$/;

export function libraryKey(kind: TitleKind, mediaType: MediaType, id: number): string {
  return `${kind}:${mediaType}:${id}`;
}

/** A watched mark's key: the film, or one episode of a series. */
export function watchedKey(mark: {
  id: number;
  type: MediaType;
  season?: number;
  episode?: number;
}): string {
  return mark.type === 'movie'
    ? `watched:movie:${mark.id}`
    : `watched:tv:${mark.id}:${mark.season}:${mark.episode}`;
}

export function parseLibraryKey(key: string): LibraryKey | null {
  if (key === PROFILE_IMAGE_KEY) return { kind: 'profile-image' };
  const watched = WATCHED_KEY.exec(key);
  if (watched) {
    const id = Number(watched[1] ?? watched[2]);
    if (!Number.isSafeInteger(id)) return null;
    if (watched[1] !== undefined) return { kind: 'watched', mediaType: 'movie', id };
    const [season, episode] = [Number(watched[3]), Number(watched[4])];
    return { kind: 'watched', mediaType: 'tv', id, season, episode };
  }
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
    : (key.slice(0, key.indexOf(':')) as CountedKind);
}
