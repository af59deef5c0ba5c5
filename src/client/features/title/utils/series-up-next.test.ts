import { describe, expect, it } from 'vitest';
import { seasonsWithCounts } from '@/shared/catalog/testing/season-counts';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';
import { seriesUpNext } from './series-up-next';

const seasons = seasonsWithCounts(3, 3, 2);
const mark = (season: number, episode: number, watchedAt: number, id = 7): WatchedMark => ({
  id,
  type: 'tv',
  season,
  episode,
  watchedAt,
});

describe('seriesUpNext (the WATCH button)', () => {
  it('opens S1E1 for a series never started, skipping the specials', () => {
    expect(seriesUpNext(7, seasons, [], null)).toEqual({ season: 1, episode: 1 });
  });

  it('ignores other series and films', () => {
    expect(seriesUpNext(7, seasons, [mark(1, 2, 10, 8)], null)).toEqual({ season: 1, episode: 1 });
  });

  it('opens the episode after the latest one finished, across seasons', () => {
    expect(seriesUpNext(7, seasons, [mark(1, 1, 10)], null)).toEqual({ season: 1, episode: 2 });
    expect(seriesUpNext(7, seasons, [mark(1, 3, 10)], null)).toEqual({ season: 2, episode: 1 });
  });

  it('goes by the latest activity, not the furthest episode', () => {
    expect(seriesUpNext(7, seasons, [mark(1, 1, 20), mark(2, 1, 10)], null)).toEqual({
      season: 1,
      episode: 2,
    });
  });

  it('reopens an episode left part-way when it is the latest', () => {
    const played = { season: 1, episode: 2, percent: 40, at: 30 };
    expect(seriesUpNext(7, seasons, [mark(1, 1, 10)], played)).toEqual({ season: 1, episode: 2 });
  });

  it('moves on from an episode played to 90 % or marked after it was played', () => {
    expect(seriesUpNext(7, seasons, [], { season: 1, episode: 2, percent: 95, at: 30 })).toEqual({
      season: 1,
      episode: 3,
    });
    expect(
      seriesUpNext(7, seasons, [mark(1, 2, 40)], { season: 1, episode: 2, percent: 40, at: 30 }),
    ).toEqual({ season: 1, episode: 3 });
  });

  it('after a whole season marked at once, opens the next season', () => {
    const season1 = [mark(1, 1, 50), mark(1, 2, 50), mark(1, 3, 50)];
    expect(seriesUpNext(7, seasons, season1, null)).toEqual({ season: 2, episode: 1 });
  });

  it('skips episodes already marked watched', () => {
    expect(seriesUpNext(7, seasons, [mark(1, 1, 50), mark(1, 2, 10)], null)).toEqual({
      season: 1,
      episode: 3,
    });
  });

  it('starts again at S1E1 after the last episode', () => {
    expect(seriesUpNext(7, seasons, [mark(2, 2, 50)], null)).toEqual({ season: 1, episode: 1 });
  });
});
