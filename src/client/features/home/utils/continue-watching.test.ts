import { describe, expect, it } from 'vitest';
import { progressPercent, type WatchProgress } from '@/client/lib/local-data/watch-progress-store';
import { continueWatchingItems } from './continue-watching';

const record = (
  id: number,
  watched: number,
  duration: number,
  lastWatched = id,
  extra: Partial<WatchProgress> = {},
): WatchProgress => ({
  id,
  title: `Title ${id}`,
  type: 'movie',
  poster_path: `/images/poster/movie/${id}.svg`,
  progress: { watched, duration },
  lastWatched,
  ...extra,
});

describe('continueWatchingItems', () => {
  it('keeps only progress above 0 and below 90 percent', () => {
    const items = continueWatchingItems(
      [
        record(1, 0, 100),
        record(2, 1, 100),
        record(3, 89.4, 100),
        record(4, 90, 100),
        record(5, 100, 100),
      ],
      progressPercent,
    );
    expect(items.map((i) => i.id)).toEqual([3, 2]);
  });

  it('shows the 10 most recently watched, newest first', () => {
    const records = Array.from({ length: 14 }, (_, i) => record(i + 1, 50, 100, 1000 + i));
    const items = continueWatchingItems(records, progressPercent);
    expect(items).toHaveLength(10);
    expect(items[0]?.id).toBe(14);
    expect(items[9]?.id).toBe(5);
  });

  it('rounds the percent and formats the time left as Xh Ym', () => {
    const [item] = continueWatchingItems([record(7, 1234, 7200)], progressPercent);
    expect(item?.percent).toBe(17);
    // 7200 - 1234 = 5966 s = 99.4 min -> 1h 39m
    expect(item?.timeLeft).toBe('1h 39m');
  });

  it('keeps the hours under an hour (Xh Ym), and gives no time left for a bare percent', () => {
    const items = continueWatchingItems(
      [record(1, 3000, 3600, 2), record(2, 0, 0, 1, { progress: 42.6 })],
      progressPercent,
    );
    expect(items[0]?.timeLeft).toBe('0h 10m');
    expect(items[1]).toMatchObject({ percent: 43, timeLeft: null });
  });

  it('carries the last season and episode for series only', () => {
    const [tv] = continueWatchingItems(
      [record(1396, 600, 2700, 1, { type: 'tv', last_season_watched: 2, last_episode_watched: 5 })],
      progressPercent,
    );
    expect(tv).toMatchObject({ type: 'tv', season: 2, episode: 5, key: 'tv-1396' });
  });
});
