import type { TvDetail } from '@/shared/catalog/detail-schemas';

/**
 * docs/product.md#limits: the TV hero shows up to 4 genres; 5 season quick buttons when episodes
 * are empty.
 */
export const HERO_GENRE_LIMIT = 4;
export const QUICK_SEASON_LIMIT = 5;

/** What the vault keeps of a series: the title record without its nested credits and seasons. */
export function tvVaultRecord(show: TvDetail) {
  const { credits: _credits, seasons: _seasons, ...record } = show;
  return record;
}
