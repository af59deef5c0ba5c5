import { beforeEach, describe, expect, it } from 'vitest';
import { readRatings } from '@/client/library/stores/ratings-store';
import { addToVault, readVault } from '@/client/library/stores/vault-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { candidate } from '../testing/match-fixtures';
import { applyImport, type ResolvedTitle } from '@/client/library/actions/apply-import';
import type { ImportRow } from './import-row';
import { groupTitles } from './import-preview';

const day = (d: string) => Date.parse(`${d}T12:00:00Z`);
const rows: ImportRow[] = [
  { list: 'watched', title: 'Heat', year: 1995, type: 'movie', date: day('2024-01-01') },
  { list: 'watched', title: 'Heat', year: 1995, type: 'movie', date: day('2024-03-01') },
  {
    list: 'rating',
    title: 'Heat',
    year: 1995,
    type: 'movie',
    rating: 4.5,
    date: day('2024-03-01'),
  },
  { list: 'watchlist', title: 'Alien', year: 1979, type: 'movie', date: day('2024-02-01') },
  { list: 'watchlist', title: 'Friends', type: 'tv', tmdbId: 1668 },
];
const matches = [
  candidate(1, 'Heat', 1995),
  candidate(2, 'Alien', 1979),
  candidate(1668, 'Friends', 1994, 'tv'),
];
const resolve = (): ResolvedTitle[] =>
  groupTitles(rows).map((title, i) => ({ title, match: matches[i]! }));
const NOW = day('2025-01-01');

beforeEach(() => localStorage.clear());

describe('applyImport', () => {
  it('groups the rows of one title and writes each list once', () => {
    expect(groupTitles(rows).map((t) => [t.item.title, t.rows.length])).toEqual([
      ['Heat', 3],
      ['Alien', 1],
      ['Friends', 1],
    ]);
    const outcome = applyImport(resolve(), NOW);
    expect(outcome).toMatchObject({ titles: 3, vault: 2, history: 1, ratings: 1, failed: false });
    expect(readHistory()).toEqual([
      expect.objectContaining({
        id: 1,
        media_type: 'movie',
        title: 'Heat',
        watchedAt: day('2024-03-01'),
        progress: 100,
        // The profile shows an imported entry's date only: its time of day is not known.
        imported: true,
      }),
    ]);
    expect(readVault().map((i) => [i.id, i.type, i.title ?? i.name, i.addedAt])).toEqual([
      [1668, 'tv', 'Friends', new Date(NOW).toISOString()],
      [2, 'movie', 'Alien', new Date(day('2024-02-01')).toISOString()],
    ]);
    expect(readRatings()).toEqual([
      expect.objectContaining({
        id: 1,
        media_type: 'movie',
        rating: 4.5,
        ratedAt: day('2024-03-01'),
      }),
    ]);
  });

  it('adds nothing the second time, and never changes what was there', () => {
    addToVault({ id: 2, media_type: 'movie', title: 'Alien (mine)' }, new Date('2020-01-01'));
    expect(applyImport(resolve(), NOW)).toMatchObject({ titles: 2, vault: 1 });
    expect(readVault().find((i) => i.id === 2)?.title).toBe('Alien (mine)');
    const before = localStorage.getItem('nexus_vault');
    expect(applyImport(resolve(), NOW)).toMatchObject({
      titles: 0,
      vault: 0,
      history: 0,
      ratings: 0,
    });
    expect(localStorage.getItem('nexus_vault')).toBe(before);
  });

  it('undo takes out exactly what the import added', () => {
    addToVault({ id: 99, media_type: 'movie', title: 'Kept' });
    const outcome = applyImport(resolve(), NOW);
    addToVault({ id: 100, media_type: 'movie', title: 'Saved meanwhile' });
    outcome.undo();
    expect(
      readVault()
        .map((i) => i.id)
        .sort(),
    ).toEqual([100, 99]);
    expect(readHistory()).toEqual([]);
    expect(readRatings()).toEqual([]);
  });
});
