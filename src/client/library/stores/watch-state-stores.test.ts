import { describe, expect, it } from 'vitest';
import { readContinueRemoved, removeFromContinueWatching } from './continue-removed-store';
import { clearLocalLibrary } from './library-owner';
import { watchStateKeys } from './watch-state-keys';
import { markWatched, readWatchedMarks } from './watched-store';

describe('the watched-state stores', () => {
  const corruptCopies = () =>
    Object.keys(localStorage).filter((key) => key.startsWith('nexus_corrupt_'));

  it('drop entries that fail their schema and keep the rest, setting the original aside', () => {
    const good = { id: 603, type: 'movie', watchedAt: 5 };
    localStorage.setItem(
      watchStateKeys.marks,
      JSON.stringify([
        good,
        { id: 1396, type: 'tv', watchedAt: 5 },
        'junk',
        null,
        { __proto__: 1 },
      ]),
    );
    expect(readWatchedMarks()).toEqual([good]);
    expect(corruptCopies()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(watchStateKeys.marks)!)).toEqual([good]);
  });

  it('read something that is not a list, or not JSON, as empty without throwing', () => {
    localStorage.setItem(watchStateKeys.rowRemoved, '{"id":1}');
    expect(readContinueRemoved()).toEqual([]);
    localStorage.setItem(watchStateKeys.marks, 'not json');
    expect(readWatchedMarks()).toEqual([]);
    expect(localStorage.getItem(watchStateKeys.marks)).toBeNull();
  });

  it('keep one mark per film or episode, newest first', () => {
    markWatched({ id: 1396, type: 'tv', season: 1, episode: 1 }, 1);
    markWatched({ id: 1396, type: 'tv', season: 1, episode: 2 }, 2);
    markWatched({ id: 1396, type: 'tv', season: 1, episode: 1 }, 3);
    expect(readWatchedMarks().map((mark) => [mark.episode, mark.watchedAt])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('leave the browser with the rest of the library', () => {
    markWatched({ id: 603, type: 'movie' }, 1);
    removeFromContinueWatching({ id: 603, type: 'movie' }, 1);
    clearLocalLibrary();
    expect(localStorage.getItem(watchStateKeys.marks)).toBeNull();
    expect(localStorage.getItem(watchStateKeys.rowRemoved)).toBeNull();
  });
});
