import { describe, expect, it } from 'vitest';
import {
  kindOfKey,
  libraryKey,
  parseLibraryKey,
  watchedKey,
  type LibraryKey,
} from './library-keys';

describe('library keys: a title of a kind, a film or one episode watched, or the profile image', () => {
  it.each<[string, LibraryKey]>([
    [libraryKey('history', 'tv', 1399), { kind: 'history', mediaType: 'tv', id: 1399 }],
    [libraryKey('continue-removed', 'tv', 1), { kind: 'continue-removed', mediaType: 'tv', id: 1 }],
    ['profile-image', { kind: 'profile-image' }],
    [
      watchedKey({ id: 1396, type: 'tv', season: 2, episode: 10 }),
      { kind: 'watched', mediaType: 'tv', id: 1396, season: 2, episode: 10 },
    ],
    [watchedKey({ id: 603, type: 'movie' }), { kind: 'watched', mediaType: 'movie', id: 603 }],
  ])('reads %s', (key, parsed) => {
    expect(parseLibraryKey(key)).toEqual(parsed);
  });

  it('spells a watched film and a watched episode', () => {
    expect(watchedKey({ id: 603, type: 'movie' })).toBe('watched:movie:603');
    expect(watchedKey({ id: 1396, type: 'tv', season: 2, episode: 10 })).toBe(
      'watched:tv:1396:2:10',
    );
  });

  it.each(['progress', 'watched', 'continue-removed'])('knows the kind of a %s key', (kind) => {
    const key = kind === 'watched' ? 'watched:tv:1:1:1' : `${kind}:movie:1`;
    expect(kindOfKey(key)).toBe(kind);
  });

  it.each([
    // Ids as the catalogue has them: positive, no leading zero, safe in a double.
    'vault:movie:0',
    'vault:movie:007',
    'vault:movie:',
    'vault:movie:99999999999999999',
    // Only known kinds and media.
    'vault:book:1',
    'x:movie:1',
    'continue-removed:tv:1:1:1',
    // A film is watched whole, a series episode by episode, within the numbers' limits.
    'watched:tv:1396',
    'watched:tv:1396:1',
    'watched:movie:603:1:1',
    'watched:tv:1396:01:1',
    'watched:tv:1396:1:0',
    'watched:tv:1396:10000:1',
  ])('refuses %s', (key) => {
    expect(parseLibraryKey(key)).toBeNull();
  });

  it('keeps the longest keys within an operation’s 40 characters', () => {
    // The patterns allow ids of 16 digits, seasons of 4 and episodes of 5.
    const longestEpisode = watchedKey({ id: 1396, type: 'tv', season: 9999, episode: 99999 });
    expect(longestEpisode.replace('1396', '9'.repeat(16)).length).toBeLessThanOrEqual(40);
    expect(
      libraryKey('continue-removed', 'movie', 9_007_199_254_740_991).length,
    ).toBeLessThanOrEqual(40);
  });
});
