import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { readProgress, writeProgress } from '@/client/library/stores/watch-progress-store';
import { useSessionUser } from '@/client/lib/session-user-store';
import type { PlayerTitle } from './use-player-title';
import { useWatchTracking } from './use-watch-tracking';

const title: PlayerTitle = {
  id: 1396,
  type: 'tv',
  title: 'Breaking Bad',
  poster_path: '/art/poster/1396.svg',
  backdrop_path: null,
  vote_average: 8.9,
  year: '2008',
  genre_ids: [18, 80],
  record: {},
};

const at = (
  seconds: number,
  event: 'play' | 'timeupdate' | 'pause' | 'seeked' | 'ended' = 'timeupdate',
) => ({
  event,
  currentTime: seconds,
  duration: 3000,
});

/** A position saved before the test: 900 s of 3000 into Breaking Bad. */
const savePositionAt900 = (entry: {
  lastWatched: number;
  last_season_watched?: number;
  last_episode_watched?: number;
}) =>
  writeProgress({
    id: 1396,
    title: 'Breaking Bad',
    type: 'tv',
    progress: { watched: 900, duration: 3000 },
    ...entry,
  });

describe('useWatchTracking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    useSessionUser.getState().removeUser();
  });
  afterEach(() => vi.useRealTimers());

  it('records history, the session list and a throttled progress record', () => {
    const { result } = renderHook(() => useWatchTracking({ title, season: 2, episode: 3 }));
    act(() => result.current.onUpdate(at(0, 'play')));
    expect(readHistory()[0]).toMatchObject({
      id: 1396,
      media_type: 'tv',
      name: 'Breaking Bad',
      watchedAt: 1_000_000,
      progress: 0,
      genre_ids: [18, 80],
    });
    expect(useSessionUser.getState().recentlyWatched).toEqual([
      { id: 1396, media_type: 'tv', title: 'Breaking Bad', poster_path: '/art/poster/1396.svg' },
    ]);
    expect(readProgress('tv', 1396)).toBeNull(); // a play at 0 s writes nothing

    act(() => result.current.onUpdate(at(300)));
    expect(readProgress('tv', 1396)).toMatchObject({
      id: 1396,
      type: 'tv',
      title: 'Breaking Bad',
      progress: { watched: 300, duration: 3000 },
      last_season_watched: 2,
      last_episode_watched: 3,
      lastWatched: 1_000_000,
    });

    vi.setSystemTime(1_004_000);
    act(() => result.current.onUpdate(at(304)));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 300, duration: 3000 }); // throttled

    act(() => result.current.onUpdate(at(305, 'pause')));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 305, duration: 3000 }); // pause always writes
    expect(readHistory()[0]?.progress).toBe(10);
    expect(readHistory()).toHaveLength(1);
  });

  it('flushes the last update on close, even inside the 5 s window', () => {
    const { result, unmount } = renderHook(() =>
      useWatchTracking({ title, season: 1, episode: 1 }),
    );
    act(() => result.current.onUpdate(at(100)));
    vi.setSystemTime(1_002_000);
    act(() => result.current.onUpdate(at(102)));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 100, duration: 3000 });
    unmount();
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 102, duration: 3000 });
  });

  it('never lets a play at 0 s erase a saved position, and ignores updates before the title loads', () => {
    savePositionAt900({ lastWatched: 1 });
    const { result, rerender } = renderHook(
      (props: { t: PlayerTitle | null }) =>
        useWatchTracking({ title: props.t, season: 1, episode: 1 }),
      {
        initialProps: { t: null as PlayerTitle | null },
      },
    );
    act(() => result.current.onUpdate(at(950)));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 900, duration: 3000 });
    rerender({ t: title });
    act(() => result.current.onUpdate(at(0, 'play')));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 900, duration: 3000 });
  });

  it('writes the end, so a finished title leaves continue watching', () => {
    const { result } = renderHook(() => useWatchTracking({ title, season: 1, episode: 1 }));
    act(() => result.current.onUpdate(at(2000)));
    act(() => result.current.onUpdate(at(3000, 'ended')));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 3000, duration: 3000 });
    expect(readHistory()[0]?.progress).toBe(100);
  });

  it('a progress snapshot sent on load starts nothing and overwrites nothing', () => {
    savePositionAt900({ last_season_watched: 2, last_episode_watched: 3, lastWatched: 500_000 });
    const { result } = renderHook(() => useWatchTracking({ title, season: 2, episode: 3 }));
    const snapshot = { event: 'progress' as const, currentTime: 120, duration: 3000 };
    act(() => result.current.onUpdate(snapshot));
    act(() => result.current.onUpdate({ ...snapshot, currentTime: 120.5 }));
    expect(readHistory()).toEqual([]);
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 900, duration: 3000 });
    // Once the position moves on, someone is watching.
    act(() => result.current.onUpdate({ ...snapshot, currentTime: 130 }));
    expect(readHistory()).toHaveLength(1);
  });

  it('a bare ended finishes what was playing', () => {
    const { result } = renderHook(() => useWatchTracking({ title, season: 2, episode: 3 }));
    act(() => result.current.onUpdate(at(0, 'play')));
    act(() => result.current.onUpdate(at(2900)));
    act(() => result.current.onUpdate({ event: 'ended', currentTime: 0, duration: 0 }));
    expect(readProgress('tv', 1396)?.progress).toEqual({ watched: 3000, duration: 3000 });
  });

  it('does not believe a provider that names another episode, but follows it to the next one', () => {
    const { result } = renderHook(() => useWatchTracking({ title, season: 2, episode: 3 }));
    act(() => result.current.onUpdate(at(0, 'play')));
    act(() => result.current.onUpdate({ ...at(100, 'pause'), season: 7, episode: 1 }));
    expect(readProgress('tv', 1396)).toMatchObject({
      last_season_watched: 2,
      last_episode_watched: 3,
    });
    act(() => result.current.onUpdate({ ...at(200, 'pause'), season: 1, episode: 2 }));
    expect(readProgress('tv', 1396)).toMatchObject({
      last_season_watched: 2,
      last_episode_watched: 3,
    });
    act(() => result.current.onUpdate({ ...at(300, 'pause'), season: 2, episode: 4 }));
    expect(readProgress('tv', 1396)).toMatchObject({
      last_season_watched: 2,
      last_episode_watched: 4,
    });
  });
});

describe('watched marks from the player', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(2_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('marks an episode watched once it is played to 90 %, and only once', () => {
    const { result } = renderHook(() => useWatchTracking({ title, season: 2, episode: 3 }));
    act(() => result.current.onUpdate(at(2600, 'seeked')));
    expect(readWatchedMarks()).toEqual([]);
    act(() => result.current.onUpdate(at(2700, 'pause')));
    expect(readWatchedMarks()).toEqual([
      { id: 1396, type: 'tv', season: 2, episode: 3, watchedAt: 2_000_000 },
    ]);
    vi.setSystemTime(2_100_000);
    act(() => result.current.onUpdate(at(3000, 'ended')));
    expect(readWatchedMarks()).toHaveLength(1);
    expect(readWatchedMarks()[0]?.watchedAt).toBe(2_000_000);
  });
});
