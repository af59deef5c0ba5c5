import { describe, expect, it } from 'vitest';
import { adapterFor, trustedEpisode } from './progress-adapters';

/**
 * The message shapes and settings of real players, as seen in public apps that embed them
 * (docs/product.md#progress-messages): ids named tmdbId/mtmdbId, a position named timestamp, bare
 * ended events, text seasons counted from 0, IMDb-id templates, mirrors, and players that refuse a
 * sandbox.
 */
const auto = adapterFor('auto');
const movie = { type: 'movie', id: 550 } as const;

describe('message shapes of real players', () => {
  it('reads the title named tmdbId or mtmdbId, and refuses another title', () => {
    const event = (ids: object) => ({
      type: 'PLAYER_EVENT',
      data: { event: 'timeupdate', currentTime: 30, duration: 600, ...ids },
    });
    expect(auto(event({ tmdbId: 550 }), movie)?.currentTime).toBe(30);
    expect(auto(event({ mtmdbId: '550' }), movie)?.currentTime).toBe(30);
    expect(auto(event({ tmdbId: 551 }), movie)).toBeNull();
    const media = {
      type: 'MEDIA_DATA',
      data: { mtmdbId: 550, progress: { watched: 5, duration: 9 } },
    };
    expect(auto(media, movie)?.currentTime).toBe(5);
    expect(
      auto(JSON.stringify({ tmdbId: 550, timestamp: 4, duration: 9 }), movie)?.currentTime,
    ).toBe(4);
  });

  it('reads a timestamp as the position only when it fits in the duration', () => {
    const at = (timestamp: number) =>
      auto({ type: 'PLAYER_EVENT', data: { event: 'time', timestamp, duration: 600 } }, movie);
    expect(at(42)?.currentTime).toBe(42);
    // A wall-clock timestamp (epoch seconds) is not a position.
    expect(at(1_732_400_000)).toBeNull();
  });

  it('takes an ended or complete event without times', () => {
    for (const event of ['ended', 'complete']) {
      expect(auto({ type: 'PLAYER_EVENT', data: { event } }, movie)).toEqual({
        event: 'ended',
        currentTime: 0,
        duration: 0,
      });
    }
    expect(auto({ type: 'PLAYER_EVENT', data: { event: 'pause' } }, movie)).toBeNull();
  });
});

describe('which episode a message is about', () => {
  const asked = { season: 2, episode: 5 };
  it('trusts the episode we asked for, counted from 1 or 0, or the next one', () => {
    expect(trustedEpisode({ season: 2, episode: 5 }, asked)).toEqual(asked);
    expect(trustedEpisode({ season: 1, episode: 4 }, asked)).toEqual(asked);
    expect(trustedEpisode({ season: 2, episode: 6 }, asked)).toEqual({ season: 2, episode: 6 });
  });

  it('believes nothing else', () => {
    expect(trustedEpisode({ season: 7, episode: 1 }, asked)).toEqual(asked);
    expect(trustedEpisode({ season: 2, episode: 9 }, asked)).toEqual(asked);
    expect(trustedEpisode({}, asked)).toEqual(asked);
  });

  it('reads seasons and episodes sent as text', () => {
    const update = auto(
      {
        type: 'PLAYER_EVENT',
        data: { event: 'time', currentTime: 3, duration: 9, season: '2', episode: '5' },
      },
      { type: 'tv', id: 1396 },
    );
    expect(update).toMatchObject({ season: 2, episode: 5 });
  });
});
