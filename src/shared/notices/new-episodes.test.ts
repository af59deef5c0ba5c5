import { describe, expect, it } from 'vitest';
import { newEpisodes, seriesStates, type AiredEpisode } from './new-episodes';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const SEEN = Date.parse('2026-11-20T12:00:00Z');
const aired = (
  seriesId: number,
  season: number,
  episode: number,
  airDate: string,
): AiredEpisode => ({
  seriesId,
  season,
  episode,
  airDate,
});
const codes = (list: AiredEpisode[]) => list.map((e) => `${e.seriesId}:${e.season}x${e.episode}`);

describe('the new-episode rule', () => {
  it('lists what aired since the last visit of a series caught up on, a run of them too', () => {
    const states = seriesStates(['watched:tv:1:1:1', 'watched:tv:1:1:2', 'vault:tv:1']);
    const episodes = [
      aired(1, 1, 2, '2026-11-13'),
      aired(1, 1, 3, '2026-11-21'),
      aired(1, 1, 4, '2026-11-26'),
      aired(1, 1, 5, '2026-11-28'),
    ];
    expect(codes(newEpisodes(episodes, states, SEEN, NOW))).toEqual(['1:1x3', '1:1x4']);
  });

  it('stays quiet for a series left behind, and for one not in the library', () => {
    const states = seriesStates(['watched:tv:2:3:1', 'vault:tv:2']);
    const episodes = [aired(2, 3, 6, '2026-11-25'), aired(9, 1, 2, '2026-11-25')];
    expect(newEpisodes(episodes, states, SEEN, NOW)).toEqual([]);
  });

  it("counts a season's first episode after the last of the season before", () => {
    const caughtUp = seriesStates(['watched:tv:3:1:8', 'watched:tv:3:1:7']);
    const behind = seriesStates(['watched:tv:3:1:5']);
    const episodes = [aired(3, 1, 8, '2025-11-01'), aired(3, 2, 1, '2026-11-24')];
    expect(codes(newEpisodes(episodes, caughtUp, SEEN, NOW))).toEqual(['3:2x1']);
    expect(newEpisodes(episodes, behind, SEEN, NOW)).toEqual([]);
  });

  it("announces a new series' first episode when it is in the vault", () => {
    const episodes = [aired(4, 1, 1, '2026-11-22')];
    expect(codes(newEpisodes(episodes, seriesStates(['vault:tv:4']), SEEN, NOW))).toEqual([
      '4:1x1',
    ]);
    expect(newEpisodes(episodes, seriesStates(['vault:movie:4']), SEEN, NOW)).toEqual([]);
  });

  it('leaves out what was seen, watched already, a special, or not aired yet', () => {
    const states = seriesStates(['watched:tv:5:1:1', 'watched:tv:5:1:2', 'vault:tv:5']);
    const episodes = [
      aired(5, 1, 2, '2026-11-21'),
      aired(5, 0, 1, '2026-11-21'),
      aired(5, 1, 3, '2026-11-19'),
      aired(5, 1, 4, '2026-11-29'),
    ];
    expect(newEpisodes(episodes, states, SEEN, NOW)).toEqual([]);
  });
});
