import { describe, expect, it } from 'vitest';
import type { VaultItem } from '@/client/library/stores/vault-store';
import { applyVaultView, parseVaultFilter, parseVaultSort, vaultStats } from './vault-view';

const items: VaultItem[] = [
  { id: 1, type: 'movie', title: 'beta', vote_average: 6.1, addedAt: '2024-01-02T00:00:00Z' },
  { id: 2, type: 'tv', name: 'Alpha', vote_average: 8.4, addedAt: '2024-03-01T00:00:00Z' },
  { id: 3, type: 'movie', title: 'Gamma', addedAt: '2024-02-01T00:00:00Z' },
  { id: 4, type: 'movie', title: 'Delta', vote_average: 9, addedAt: '2023-12-31T00:00:00Z' },
];
const ids = (list: VaultItem[]) => list.map((i) => i.id);

describe('vault filter and sort', () => {
  it('sorts by date added, newest first, by default', () => {
    expect(ids(applyVaultView(items, 'all', 'dateAdded'))).toEqual([2, 3, 1, 4]);
  });

  it('sorts by title without regard to case', () => {
    expect(ids(applyVaultView(items, 'all', 'title'))).toEqual([2, 1, 4, 3]);
  });

  it('sorts by rating, highest first, unrated last', () => {
    expect(ids(applyVaultView(items, 'all', 'rating'))).toEqual([4, 2, 1, 3]);
  });

  it('filters movies and tv', () => {
    expect(ids(applyVaultView(items, 'movies', 'dateAdded'))).toEqual([3, 1, 4]);
    expect(ids(applyVaultView(items, 'tv', 'rating'))).toEqual([2]);
  });

  it('does not reorder the stored list', () => {
    applyVaultView(items, 'all', 'title');
    expect(ids(items)).toEqual([1, 2, 3, 4]);
  });

  it('reads URL values and falls back on unknown ones', () => {
    expect(parseVaultFilter('tv')).toBe('tv');
    expect(parseVaultFilter('__proto__')).toBe('all');
    expect(parseVaultFilter(null)).toBe('all');
    expect(parseVaultSort('rating')).toBe('rating');
    expect(parseVaultSort('toString')).toBe('dateAdded');
  });

  it('counts total, movies and tv', () => {
    expect(vaultStats(items)).toEqual({ total: 4, movies: 3, tv: 1 });
    expect(vaultStats([])).toEqual({ total: 0, movies: 0, tv: 0 });
  });
});
