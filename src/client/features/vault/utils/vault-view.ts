import { titleName } from '@/shared/catalog/title-name';
import type { VaultItem } from '@/client/library/stores/vault-store';

/** Filter and sort values (docs/product.md#vault); 'all' is the filter's reset. */
const vaultFilters = ['all', 'movies', 'tv'] as const;
const vaultSorts = ['dateAdded', 'title', 'rating'] as const;
export type VaultFilter = (typeof vaultFilters)[number];
export type VaultSort = (typeof vaultSorts)[number];

/** Reads URL values; anything unknown falls back to the default rather than an empty page. */
export function parseVaultFilter(value: string | null): VaultFilter {
  return vaultFilters.find((f) => f === value) ?? 'all';
}

export function parseVaultSort(value: string | null): VaultSort {
  return vaultSorts.find((s) => s === value) ?? 'dateAdded';
}

const byType: Record<VaultFilter, (item: VaultItem) => boolean> = {
  all: () => true,
  movies: (item) => item.type === 'movie',
  tv: (item) => item.type === 'tv',
};

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};
const rating = (item: VaultItem) =>
  typeof item.vote_average === 'number' && Number.isFinite(item.vote_average)
    ? item.vote_average
    : -Infinity;

const compare: Record<VaultSort, (locale: string) => (a: VaultItem, b: VaultItem) => number> = {
  dateAdded: () => (a, b) => time(b.addedAt) - time(a.addedAt),
  title: (locale) => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return (a, b) => collator.compare(titleName(a), titleName(b));
  },
  rating: () => (a, b) => rating(b) - rating(a),
};

/**
 * The items the page shows: filtered, then sorted (a stable sort keeps ties in vault order);
 * titles in the alphabetical order of `locale`, the interface's (useFormatLocale).
 */
export function applyVaultView(
  items: VaultItem[],
  filter: VaultFilter,
  sort: VaultSort,
  locale = 'en',
) {
  return items.filter(byType[filter]).sort(compare[sort](locale));
}

export function vaultStats(items: VaultItem[]) {
  const movies = items.filter((item) => item.type === 'movie').length;
  return { total: items.length, movies, tv: items.length - movies };
}
