import { describe, expect, it } from 'vitest';
import { mergePages, paramsForSearch, paramsForTab, readQuery } from './browse-state';
import { isLongRunning, movieStats, tvStats } from './browse-stats';
import type { MovieSummary } from '@/shared/catalog/title-schemas';

const movie = (id: number, extra: Record<string, unknown> = {}): MovieSummary =>
  ({
    media_type: 'movie',
    id,
    title: `M${id}`,
    overview: '',
    poster_path: null,
    backdrop_path: null,
    release_date: '2020-01-01',
    vote_average: 7,
    vote_count: 1,
    genre_ids: [],
    adult: false,
    original_language: 'en',
    popularity: 10,
    ...extra,
  }) as MovieSummary;
const page = <T>(n: number, total: number, results: T[], extra = {}) => ({
  page: n,
  total_pages: total,
  total_results: total * 20,
  results,
  ...extra,
});

describe('browse state', () => {
  it('changing tab sets ?tab= and clears the search', () => {
    const next = paramsForTab(new URLSearchParams('tab=popular&q=alien'), 'trending');
    expect(next.toString()).toBe('tab=trending');
  });

  it('ignores blank search text and clearing removes ?q=', () => {
    const base = new URLSearchParams('tab=trending');
    expect(paramsForSearch(base, '  alien ').toString()).toBe('tab=trending&q=alien');
    expect(paramsForSearch(new URLSearchParams('tab=trending&q=x'), '   ').toString()).toBe(
      'tab=trending',
    );
    expect(readQuery('   ')).toBe('');
  });

  it('load more appends pages in order and drops repeats', () => {
    const items = mergePages([page(1, 2, [movie(1), movie(2)]), page(2, 2, [movie(2), movie(3)])]);
    expect(items.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mergePages(undefined)).toEqual([]);
  });
});

describe('browse statistics tiles', () => {
  const now = new Date('2026-06-01');

  it('movies: total, average rating, recent (this or last year), blockbusters (popularity > 100)', () => {
    const items = [
      movie(1, { release_date: '2026-02-01', vote_average: 8, popularity: 150 }),
      movie(2, { release_date: '2025-12-31', vote_average: 6, popularity: 100 }),
      movie(3, { release_date: '2024-12-31', vote_average: 0, popularity: 101 }),
    ];
    expect(movieStats(items, 3201, now).map((t) => [t.label, t.value])).toEqual([
      ['Total Movies', '3,201'],
      ['Avg Rating', '7.0'],
      ['Recent', '2'],
      ['Blockbusters', '2'],
    ]);
  });

  it('series: long running is more than 5 seasons, and unknown without a season count', () => {
    const show = (seasons: number | undefined, first: string) =>
      ({
        ...movie(0),
        media_type: 'tv',
        name: 'S',
        first_air_date: first,
        number_of_seasons: seasons,
      }) as never;
    expect(isLongRunning(show(6, '2025-01-01'))).toBe(true);
    expect(isLongRunning(show(5, '2001-01-01'))).toBe(false);
    // Never guessed from the air date.
    expect(isLongRunning(show(undefined, '1990-01-01'))).toBeUndefined();
    const all = tvStats([show(8, '2025-03-01'), show(2, '2010-01-01')], 36, now);
    expect(all.map((t) => t.value)).toEqual(['36', '7.0', '1', '1']);
    expect(all[3]!.note).toBeUndefined();
    const part = tvStats([show(8, '2025-03-01'), show(undefined, '1990-01-01')], 36, now);
    expect(part[3]).toEqual({
      label: 'Long Running',
      value: '1',
      note: 'of 1 with a season count',
    });
  });
});
