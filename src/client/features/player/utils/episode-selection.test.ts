import { describe, expect, it } from 'vitest';
import { seasonsWithCounts } from '@/shared/catalog/testing/season-counts';
import { regularSeasons } from '@/shared/catalog/seasons';
import {
  laterSeason,
  needsPadding,
  nextEpisode,
  padEpisodeList,
  previousEpisode,
  resolveSeason,
  selectSeason,
} from './episode-selection';

const season = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ season_number: n, episode_number: i + 1 }));

const seasons = seasonsWithCounts(3, 7, 13, 0);

describe('episode list padding', () => {
  it('appends min(5, 12 - count) episodes of the next season when fewer than 8', () => {
    const list = padEpisodeList(season(1, 7), season(2, 13));
    expect(list).toHaveLength(12);
    expect(list.at(-1)).toEqual({ season_number: 2, episode_number: 5 });
    expect(padEpisodeList(season(1, 3), season(2, 13))).toHaveLength(8);
    expect(padEpisodeList([], season(2, 13))).toHaveLength(5);
  });

  it('does not pad 8 or more episodes, or when no later season exists', () => {
    expect(padEpisodeList(season(1, 8), season(2, 13))).toHaveLength(8);
    expect(padEpisodeList(season(1, 6), null)).toHaveLength(6);
    expect(padEpisodeList(season(1, 6), [])).toHaveLength(6);
  });

  it('knows when the next season is needed, skipping specials and empty seasons', () => {
    expect(needsPadding(7, 2)).toBe(true);
    expect(needsPadding(8, 2)).toBe(false);
    expect(needsPadding(3, null)).toBe(false);
    expect(laterSeason(seasons, 1)).toBe(2);
    expect(laterSeason(seasons, 2)).toBeNull();
    expect(regularSeasons(seasons).map((s) => s.season_number)).toEqual([1, 2, 3]);
  });
});

describe('selection rules', () => {
  it('selecting a season resets the episode to 1', () => {
    expect(selectSeason(4)).toEqual({ season: 4, episode: 1 });
  });

  it('a season with no episodes, or none at all, falls back to season 1', () => {
    expect(resolveSeason(2, seasons)).toBe(2);
    expect(resolveSeason(3, seasons)).toBe(1);
    expect(resolveSeason(9, seasons)).toBe(1);
  });

  it('next moves to the next entry of the loaded list, crossing into the padded season', () => {
    const list = padEpisodeList(season(1, 7), season(2, 13));
    expect(nextEpisode(list, { season: 1, episode: 3 }, 2)).toEqual({ season: 1, episode: 4 });
    expect(nextEpisode(list, { season: 1, episode: 7 }, 2)).toEqual({ season: 2, episode: 1 });
    expect(nextEpisode(list, { season: 2, episode: 2 }, 2)).toEqual({ season: 2, episode: 3 });
  });

  it('at the end of an unpadded season, next goes to episode 1 of the later season', () => {
    expect(nextEpisode(season(2, 13), { season: 2, episode: 13 }, 3)).toEqual({
      season: 3,
      episode: 1,
    });
    expect(nextEpisode(season(2, 13), { season: 2, episode: 13 }, null)).toBeNull();
  });

  it('next does nothing while the current episode is not in the loaded list', () => {
    expect(nextEpisode([], { season: 1, episode: 1 }, 2)).toBeNull();
    expect(nextEpisode(season(1, 3), { season: 1, episode: 9 }, 2)).toBeNull();
  });

  it('previous decrements and stops at 1', () => {
    expect(previousEpisode({ season: 2, episode: 3 })).toEqual({ season: 2, episode: 2 });
    expect(previousEpisode({ season: 2, episode: 1 })).toBeNull();
  });
});
