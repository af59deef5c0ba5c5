import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';
import { formatWatchTime, profileStats, topGenre, totalWatchSeconds } from './profile-stats';

const entry = (id: number, watchedAt: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  media_type: 'movie',
  title: `T${id}`,
  watchedAt,
  progress: 0,
  ...extra,
});
const record = (id: number, progress: WatchProgress['progress'], type: 'movie' | 'tv' = 'movie') =>
  ({ id, title: `T${id}`, type, progress, lastWatched: 1 }) satisfies WatchProgress;

describe('total watch time', () => {
  it('is 0h 0m with nothing watched', () => {
    expect(formatWatchTime(totalWatchSeconds([], []))).toBe('0h 0m');
  });

  it('sums tracked seconds, capped at the duration', () => {
    const progress = [
      record(1, { watched: 3600, duration: 7200 }),
      record(2, { watched: 9000, duration: 5400 }),
    ];
    expect(totalWatchSeconds([entry(1, 1), entry(2, 2)], progress)).toBe(3600 + 5400);
    expect(formatWatchTime(9000)).toBe('2h 30m');
  });

  it('adds 2.1 hours only for history entries without tracked time', () => {
    const progress = [record(1, { watched: 600, duration: 6000 }), record(3, 50)];
    // Entry 1 is tracked (600 s); entry 3 has only a percent, entry 4 has no record.
    const seconds = totalWatchSeconds([entry(1, 1), entry(3, 2), entry(4, 3)], progress);
    expect(seconds).toBe(600 + 2 * 7560);
    expect(formatWatchTime(seconds)).toBe('4h 22m');
  });

  it('counts progress records that have no history entry', () => {
    expect(totalWatchSeconds([], [record(5, { watched: 120, duration: 0 })])).toBe(120);
  });

  it('matches a record by id and media type', () => {
    const progress = [record(1, { watched: 60, duration: 100 }, 'tv')];
    expect(totalWatchSeconds([entry(1, 1)], progress)).toBe(60 + 7560);
  });
});

describe('top genre', () => {
  it("is 'Action' when the history is empty", () => {
    expect(topGenre([])).toBe('Action');
  });

  it('is the most frequent genre in the history', () => {
    const history = [
      entry(1, 1, { genre_ids: [18, 35] }),
      entry(2, 2, { genre_ids: [35] }),
      entry(3, 3, { genre_ids: [27, 18] }),
      entry(4, 4, { genre_ids: [35] }),
    ];
    expect(topGenre(history)).toBe('Comedy');
  });

  it('breaks ties towards the most recently watched genre', () => {
    expect(topGenre([entry(1, 1, { genre_ids: [18] }), entry(2, 9, { genre_ids: [27] })])).toBe(
      'Horror',
    );
  });

  it('borrows genres from the progress record or vault item of the same title', () => {
    const history = [entry(1, 1), entry(2, 2)];
    const progress = [{ ...record(1, 10), genre_ids: [878] }];
    const vault = [
      {
        id: 2,
        type: 'movie' as const,
        addedAt: '',
        genres: [{ id: 878, name: 'Science Fiction' }],
      },
    ];
    expect(topGenre(history, progress, vault)).toBe('Science Fiction');
  });

  it('ignores unknown ids and keys like __proto__', () => {
    expect(topGenre([entry(1, 1, { genre_ids: [999999] })])).toBe('Action');
  });
});

describe('profile statistics', () => {
  it('counts watched and saved', () => {
    const stats = profileStats([entry(1, 1, { genre_ids: [99] })], [], []);
    expect(stats).toEqual({
      totalWatched: 1,
      totalVaultItems: 0,
      totalWatchTime: '2h 6m',
      favoriteGenre: 'Documentary',
    });
  });
});
