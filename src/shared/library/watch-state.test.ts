import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { itemLimit, LIBRARY_LIMITS } from './library-limits';
import { libraryOpSchema } from './library-ops';
import { continueRemovedSchema, watchedMarkSchema } from './watch-state-schemas';
import { episode, movie } from './testing/watch-targets';

describe('the watched-state records', () => {
  it('accept a film mark, an episode mark and a removal flag', () => {
    expect(v.is(watchedMarkSchema, { ...movie, watchedAt: 5 })).toBe(true);
    expect(v.is(watchedMarkSchema, { ...episode(0, 1), watchedAt: 5 })).toBe(true);
    expect(v.is(continueRemovedSchema, { ...movie, removedAt: 5 })).toBe(true);
  });

  it('refuse what no reading accepts', () => {
    for (const bad of [
      { ...movie, season: 1, episode: 1, watchedAt: 5 },
      { id: 1396, type: 'tv', season: 1, watchedAt: 5 },
      { ...episode(1, 0), watchedAt: 5 },
      { ...episode(1.5, 1), watchedAt: 5 },
      { ...movie, watchedAt: -1 },
      { ...movie, watchedAt: '2026-01-01' },
      { id: '603', type: 'movie', watchedAt: 5 },
      { id: 603, type: 'book', watchedAt: 5 },
      null,
      [],
    ])
      expect(v.is(watchedMarkSchema, bad)).toBe(false);
    expect(v.is(continueRemovedSchema, { ...movie })).toBe(false);
  });
});

describe('the watched-state library keys', () => {
  it('carry a value for that very film or episode only', () => {
    const op = (key: string, value: unknown) =>
      v.safeParse(libraryOpSchema, { opId: 'op-watched-1', key, value, at: 10 });
    expect(op('watched:tv:1396:2:10', { ...episode(2, 10), watchedAt: 9 }).success).toBe(true);
    expect(op('watched:tv:1396:2:10', { ...episode(2, 11), watchedAt: 9 }).success).toBe(false);
    expect(op('watched:movie:603', { ...movie, watchedAt: 9 }).success).toBe(true);
    expect(op('watched:movie:604', { ...movie, watchedAt: 9 }).success).toBe(false);
    expect(op('continue-removed:movie:603', { ...movie, removedAt: 9 }).success).toBe(true);
    expect(op('continue-removed:tv:603', { ...movie, removedAt: 9 }).success).toBe(false);
    expect(op('continue-removed:movie:603', { ...movie, watchedAt: 9 }).success).toBe(false);
    expect(op('watched:tv:1396:2:10', null).success).toBe(true);
  });

  it('have their own limits', () => {
    expect(itemLimit('watched')).toBe(LIBRARY_LIMITS.watchedMarks);
    expect(itemLimit('continue-removed')).toBe(LIBRARY_LIMITS.itemsPerKind);
  });
});
