import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seasonsWithCounts } from '@/shared/catalog/testing/season-counts';
import { episodeAfter } from '@/shared/library/watch-up-next';
import { itemLimit, LIBRARY_LIMITS } from './library-limits';
import { libraryOpSchema } from './library-ops';
import { continueRemovedSchema, watchedMarkSchema } from './watch-state-schemas';
import { isWatched, progressTarget, WATCHED_PERCENT } from './watched-rule';

const episode = (season: number, ep: number) => ({
  id: 1396,
  type: 'tv' as const,
  season,
  episode: ep,
});
const movie = { id: 603, type: 'movie' as const };

describe('the watched rule', () => {
  it('counts a film played to 90 % or more, or marked watched', () => {
    expect(WATCHED_PERCENT).toBe(90);
    expect(isWatched(movie, [], { target: movie, percent: 90 })).toBe(true);
    expect(isWatched(movie, [], { target: movie, percent: 89.9 })).toBe(false);
    expect(isWatched(movie, [movie])).toBe(true);
    expect(isWatched(movie, [])).toBe(false);
    expect(isWatched(movie, [{ id: 603, type: 'tv', season: 1, episode: 1 }])).toBe(false);
  });

  it('counts a series episode by episode', () => {
    expect(isWatched(episode(1, 2), [episode(1, 2)])).toBe(true);
    expect(isWatched(episode(1, 2), [episode(1, 1), episode(2, 2)])).toBe(false);
    const played = { target: episode(2, 3), percent: 95 };
    expect(isWatched(episode(2, 3), [], played)).toBe(true);
    // The series' record is about the episode it was last played at, no other.
    expect(isWatched(episode(2, 2), [], played)).toBe(false);
  });

  it('reads the episode a progress record is about (S1E1 when an older record has none)', () => {
    expect(
      progressTarget({ id: 1396, type: 'tv', last_season_watched: 3, last_episode_watched: 4 }),
    ).toEqual(episode(3, 4));
    expect(progressTarget({ id: 1396, type: 'tv' })).toEqual(episode(1, 1));
    expect(progressTarget({ id: 603, type: 'movie', last_season_watched: 2 })).toEqual(movie);
  });
});

describe('Up Next: the episode after', () => {
  const seasons = seasonsWithCounts(3, 7, 0, 13);

  it('is the next episode of the same season', () => {
    expect(episodeAfter(seasons, 1, 1)).toEqual({ season: 1, episode: 2 });
    expect(episodeAfter(seasons, 3, 12)).toEqual({ season: 3, episode: 13 });
  });

  it('crosses into the next regular season that has episodes', () => {
    expect(episodeAfter(seasons, 1, 7)).toEqual({ season: 3, episode: 1 });
    // After the specials, the first regular season.
    expect(episodeAfter(seasons, 0, 3)).toEqual({ season: 1, episode: 1 });
  });

  it('is null after the last episode of the last season', () => {
    expect(episodeAfter(seasons, 3, 13)).toBeNull();
    expect(episodeAfter([], 1, 1)).toBeNull();
  });
});

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
