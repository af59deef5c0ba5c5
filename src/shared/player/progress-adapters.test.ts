import { describe, expect, it } from 'vitest';
import {
  adapterFor,
  jsonProgressAdapter,
  mediaDataAdapter,
  playerEventAdapter,
} from './progress-adapters';

const movie = { type: 'movie', id: 550 } as const;
const show = { type: 'tv', id: 1396 } as const;

describe('player-event adapter', () => {
  it('reads the PLAYER_EVENT shape our demo stream and common providers post', () => {
    const message = {
      type: 'PLAYER_EVENT',
      data: {
        event: 'timeupdate',
        currentTime: 42.5,
        duration: 7200,
        mtmdbId: 550,
        mediaType: 'movie',
      },
    };
    expect(playerEventAdapter(message, movie)).toEqual({
      event: 'timeupdate',
      currentTime: 42.5,
      duration: 7200,
    });
  });

  it('keeps season and episode and accepts the same message as a JSON string', () => {
    const message = JSON.stringify({
      type: 'PLAYER_EVENT',
      data: { event: 'pause', currentTime: '61', duration: '1300', season: 2, episode: 3 },
    });
    expect(playerEventAdapter(message, show)).toEqual({
      event: 'pause',
      currentTime: 61,
      duration: 1300,
      season: 2,
      episode: 3,
    });
  });

  it('maps event aliases and clamps the time into the duration', () => {
    const update = playerEventAdapter(
      { type: 'PLAYER_EVENT', data: { event: 'complete', currentTime: 7300, duration: 7200 } },
      movie,
    );
    expect(update).toEqual({ event: 'ended', currentTime: 7200, duration: 7200 });
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['broken JSON', '{"type":"PLAYER_EVENT",'],
    ['another type', { type: 'MEDIA_DATA', data: {} }],
    ['no data', { type: 'PLAYER_EVENT' }],
    [
      'an unknown event',
      { type: 'PLAYER_EVENT', data: { event: 'buffer', currentTime: 1, duration: 2 } },
    ],
    [
      'a negative time',
      { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: -1, duration: 2 } },
    ],
    [
      'a null time',
      { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: null, duration: 2 } },
    ],
    [
      'NaN',
      { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: Number.NaN, duration: 2 } },
    ],
    [
      'Infinity',
      { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: 1, duration: Infinity } },
    ],
    [
      'another title',
      { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: 1, duration: 2, id: 9 } },
    ],
    [
      'another media type',
      {
        type: 'PLAYER_EVENT',
        data: { event: 'play', currentTime: 1, duration: 2, mediaType: 'tv' },
      },
    ],
  ])('ignores %s without throwing', (_label, message) => {
    expect(playerEventAdapter(message, movie)).toBeNull();
  });
});

describe('media-data adapter', () => {
  const record = {
    id: 1396,
    type: 'tv',
    title: 'Breaking Bad',
    progress: { watched: 600, duration: 2800 },
    last_season_watched: '2',
    last_episode_watched: '4',
    show_progress: {
      s2e4: { season: '2', episode: '4', progress: { watched: 600, duration: 2800 } },
    },
  };

  it('reads a map of records sent as a JSON string, picking the current title', () => {
    const data = JSON.stringify({
      'tv-1396': record,
      'movie-550': { id: 550, type: 'movie', progress: { watched: 1, duration: 2 } },
    });
    expect(mediaDataAdapter({ type: 'MEDIA_DATA', data }, show)).toEqual({
      event: 'progress',
      currentTime: 600,
      duration: 2800,
      season: 2,
      episode: 4,
    });
  });

  it('reads a single record sent as an object', () => {
    const data = { id: '550', type: 'movie', progress: { watched: 30, duration: 100 } };
    expect(mediaDataAdapter({ type: 'MEDIA_DATA', data }, movie)).toEqual({
      event: 'progress',
      currentTime: 30,
      duration: 100,
    });
  });

  it.each([
    ['a map without the current title', { type: 'MEDIA_DATA', data: { x: { ...record, id: 1 } } }],
    ['a record of another type', { type: 'MEDIA_DATA', data: { ...record, id: 550 } }],
    ['progress as a bare number', { type: 'MEDIA_DATA', data: { id: 1396, progress: 50 } }],
    ['broken JSON data', { type: 'MEDIA_DATA', data: '{"tv-1396":' }],
    ['an array', { type: 'MEDIA_DATA', data: [record] }],
    ['no data', { type: 'MEDIA_DATA' }],
  ])('ignores %s', (_label, message) => {
    expect(mediaDataAdapter(message, show)).toBeNull();
  });
});

describe('json-progress adapter', () => {
  it('reads {id, type, progress, timestamp, duration, season, episode} from a JSON string', () => {
    const data = JSON.stringify({
      id: '1396',
      type: 'tv',
      progress: 25,
      timestamp: 700,
      duration: 2800,
      season: 1,
      episode: 5,
    });
    expect(jsonProgressAdapter(data, show)).toEqual({
      event: 'progress',
      currentTime: 700,
      duration: 2800,
      season: 1,
      episode: 5,
    });
  });

  it('derives the time from the percent when timestamp is missing', () => {
    const data = JSON.stringify({ id: 550, type: 'movie', progress: 30, duration: 1000 });
    expect(jsonProgressAdapter(data, movie)?.currentTime).toBe(300);
  });

  it.each([
    ['an object instead of a string', { id: 550, type: 'movie', progress: 30, duration: 1000 }],
    ['a string that is not JSON', 'hello'],
    ['no duration', JSON.stringify({ id: 550, timestamp: 3 })],
    ['no time at all', JSON.stringify({ id: 550, duration: 100 })],
    ['another title', JSON.stringify({ id: 551, timestamp: 3, duration: 100 })],
    ['a JSON null', 'null'],
  ])('ignores %s', (_label, message) => {
    expect(jsonProgressAdapter(message, movie)).toBeNull();
  });
});

describe('auto adapter', () => {
  const auto = adapterFor('auto');

  it('recognises each shape', () => {
    expect(
      auto({ type: 'PLAYER_EVENT', data: { event: 'play', currentTime: 1, duration: 9 } }, movie)
        ?.event,
    ).toBe('play');
    expect(
      auto({ type: 'MEDIA_DATA', data: { id: 550, progress: { watched: 2, duration: 9 } } }, movie)
        ?.currentTime,
    ).toBe(2);
    expect(auto(JSON.stringify({ id: 550, timestamp: 3, duration: 9 }), movie)?.currentTime).toBe(
      3,
    );
  });

  it('ignores noise such as devtools and ad-script messages', () => {
    for (const noise of [
      { source: 'react-devtools' },
      'ready',
      undefined,
      { type: 'PLAYER_EVENT', data: 'x' },
    ]) {
      expect(auto(noise, movie)).toBeNull();
    }
  });

  it('a named adapter ignores the other shapes', () => {
    expect(
      adapterFor('media-data')(
        { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: 1, duration: 9 } },
        movie,
      ),
    ).toBeNull();
  });
});
