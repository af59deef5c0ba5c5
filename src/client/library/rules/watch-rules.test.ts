import { describe, expect, it } from 'vitest';
import { seasonsWithCounts } from '@/shared/catalog/testing/season-counts';
import { episodeAfter } from './watch-up-next';
import { isWatched, progressTarget, WATCHED_PERCENT } from './watched-rule';
import { episode, movie } from '@/shared/library/testing/watch-targets';

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
