import { describe, expect, it } from 'vitest';
import { progressPercent, type WatchProgress } from '@/client/library/stores/watch-progress-store';
import { formatDuration } from '@/client/lib/format';
import { breakingBad } from '@/client/testing/tmdb-fixtures';
import { continueWatchingItems, resolveUpNext, type SeasonsOf } from './continue-watching';

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

const noSeasons: SeasonsOf = () => null;

describe('continueWatchingItems', () => {
  it('keeps only progress above 0 and below 90 percent', () => {
    const items = resolveUpNext(
      continueWatchingItems(
        [
          record(1, 0, 100),
          record(2, 1, 100),
          record(3, 89.4, 100),
          record(4, 90, 100),
          record(5, 100, 100),
        ],
        progressPercent,
      ),
      noSeasons,
    );
    expect(items.map((i) => i.id)).toEqual([3, 2]);
  });

  it('shows the 10 most recently watched, newest first', () => {
    const records = Array.from({ length: 14 }, (_, i) => record(i + 1, 50, 100, 1000 + i));
    const items = resolveUpNext(continueWatchingItems(records, progressPercent), noSeasons);
    expect(items).toHaveLength(10);
    expect(items[0]?.id).toBe(14);
    expect(items[9]?.id).toBe(5);
  });

  it('rounds the percent and formats the time left as Xh Ym', () => {
    const [item] = continueWatchingItems([record(7, 1234, 7200)], progressPercent);
    expect(item?.percent).toBe(17);
    // 7200 - 1234 = 5966 s = 99.4 min -> 1h 39m
    expect(formatDuration(item!.secondsLeft!)).toBe('1h 39m');
  });

  it('keeps the hours under an hour (Xh Ym), and gives no time left for a bare percent', () => {
    const items = continueWatchingItems(
      [record(1, 3000, 3600, 2), record(2, 0, 0, 1, { progress: 42.6 })],
      progressPercent,
    );
    expect(formatDuration(items[0]!.secondsLeft!)).toBe('0h 10m');
    expect(items[1]).toMatchObject({ percent: 43, secondsLeft: null });
  });

  it('carries the last season and episode for series only', () => {
    const [tv] = continueWatchingItems(
      [record(1396, 600, 2700, 1, { type: 'tv', last_season_watched: 2, last_episode_watched: 5 })],
      progressPercent,
    );
    expect(tv).toMatchObject({ type: 'tv', season: 2, episode: 5, key: 'tv-1396' });
  });
});

const episodeRecord = (season: number, episode: number, watched: number, lastWatched = 100) =>
  record(1396, watched, 100, lastWatched, {
    type: 'tv',
    title: 'Breaking Bad',
    last_season_watched: season,
    last_episode_watched: episode,
  });
// Breaking Bad's seasons: specials (9), then 7, 13, 13, 13 and 16 episodes.
const seasonsOf: SeasonsOf = (id) => (id === 1396 ? breakingBad.seasons : null);

describe('Up Next', () => {
  it('shows the next episode of a series whose episode was finished (90 % or more)', () => {
    const candidates = continueWatchingItems([episodeRecord(1, 1, 90)], progressPercent);
    expect(candidates).toMatchObject([{ id: 1396, finished: true, season: 1, episode: 1 }]);
    const [item] = resolveUpNext(candidates, seasonsOf);
    expect(item).toMatchObject({
      upNext: true,
      season: 1,
      episode: 2,
      percent: 0,
      secondsLeft: null,
    });
    expect(item).not.toHaveProperty('finished');
  });

  it("crosses into the next season by the catalogue's episode counts", () => {
    const items = resolveUpNext(
      continueWatchingItems([episodeRecord(1, 7, 100)], progressPercent),
      seasonsOf,
    );
    expect(items).toMatchObject([{ upNext: true, season: 2, episode: 1 }]);
  });

  it('leaves the row after the last episode of the last season', () => {
    const items = resolveUpNext(
      continueWatchingItems([episodeRecord(5, 16, 95), record(603, 50, 100, 1)], progressPercent),
      seasonsOf,
    );
    expect(items.map((i) => i.id)).toEqual([603]);
  });

  it('holds the place of a series whose seasons are still loading, and drops one that failed', () => {
    const candidates = continueWatchingItems([episodeRecord(1, 1, 95)], progressPercent);
    expect(resolveUpNext(candidates, () => undefined)).toMatchObject([{ finished: true }]);
    expect(resolveUpNext(candidates, () => null)).toEqual([]);
  });

  it('counts an episode marked watched after its last play as finished, and skips marked ones', () => {
    const marks = [
      { id: 1396, type: 'tv' as const, season: 1, episode: 3, watchedAt: 50 },
      { id: 1396, type: 'tv' as const, season: 1, episode: 2, watchedAt: 200 },
    ];
    const candidates = continueWatchingItems([episodeRecord(1, 2, 40, 100)], progressPercent, {
      marks,
      removed: [],
    });
    expect(resolveUpNext(candidates, seasonsOf, marks)).toMatchObject([{ season: 1, episode: 4 }]);
    // Played again after the mark: the unfinished episode is resumed.
    const replayed = continueWatchingItems([episodeRecord(1, 2, 40, 300)], progressPercent, {
      marks,
      removed: [],
    });
    expect(resolveUpNext(replayed, seasonsOf, marks)).toMatchObject([
      { season: 1, episode: 2, percent: 40 },
    ]);
  });

  it('leaves a film marked watched after its last play out of the row', () => {
    const marks = [{ id: 603, type: 'movie' as const, watchedAt: 10 }];
    const state = { marks, removed: [] };
    expect(continueWatchingItems([record(603, 50, 100, 5)], progressPercent, state)).toEqual([]);
    expect(continueWatchingItems([record(603, 50, 100, 20)], progressPercent, state)).toHaveLength(
      1,
    );
  });
});

describe('removed from Continue Watching', () => {
  it('keeps a title out of the row until it is played again', () => {
    const removed = [{ id: 603, type: 'movie' as const, removedAt: 10 }];
    const records = [record(603, 50, 100, 10), record(604, 50, 100, 9)];
    const state = { marks: [], removed };
    expect(continueWatchingItems(records, progressPercent, state).map((i) => i.id)).toEqual([604]);
    const playedAgain = [record(603, 60, 100, 11)];
    expect(continueWatchingItems(playedAgain, progressPercent, state)).toHaveLength(1);
  });

  it('matches by id and type', () => {
    const removed = [{ id: 1396, type: 'movie' as const, removedAt: 500 }];
    const items = continueWatchingItems([episodeRecord(1, 1, 40)], progressPercent, {
      marks: [],
      removed,
    });
    expect(items).toHaveLength(1);
  });
});
