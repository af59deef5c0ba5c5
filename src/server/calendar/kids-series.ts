import type { CatalogSource } from '@/server/catalog/catalog-source';

/** Series checked at once for one answer (each an upstream call the first time in 12 hours). */
const CONCURRENCY = 6;

/** Of these series, the ones a kids profile may see, in the order given. */
export type KidsSeries = (ids: readonly number[]) => Promise<number[]>;

/**
 * The kids rule for the calendar, the feed and the notices (src/shared/catalog/kids-rule.ts):
 * a series passes when the catalogue's kids view opens it, the very check its title page makes
 * (TMDB: the series' US content rating, kept 12 hours per title; embedded: the curated rating).
 * Whatever else happens (a 403, an unknown series, an upstream failure) leaves the series out,
 * and a catalogue without a kids view lets nothing through: the rule errs on the side of less.
 */
export function kidsSeries(source: Pick<CatalogSource, 'kids'>): KidsSeries {
  return async (ids) => {
    const view = source.kids;
    if (!view) return [];
    const allowed = new Array<boolean>(ids.length).fill(false);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        allowed[index] = await view.tv(ids[index]!).then(
          (detail) => detail !== null,
          () => false,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
    return ids.filter((_, index) => allowed[index]);
  };
}
