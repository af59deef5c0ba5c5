import { describe, expect, it } from 'vitest';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { notOnThisProfile } from '@/server/catalog/kids/not-on-this-profile';
import { kidsSeries } from './kids-series';

/** A kids view that opens 1 and 4, refuses 2 (403), knows no 3 and fails upstream on 5. */
const view = {
  tv: async (id: number) => {
    if (id === 2) throw notOnThisProfile();
    if (id === 3) return null;
    if (id === 5) throw new Error('upstream 502');
    return { id } as never;
  },
} as unknown as CatalogSource;

describe('the calendar’s kids rule', () => {
  it('keeps only the series the kids view opens, in order; anything else is left out', async () => {
    expect(await kidsSeries({ kids: view })([4, 2, 1, 3, 5])).toEqual([4, 1]);
  });

  it('lets nothing through when the catalogue has no kids view', async () => {
    expect(await kidsSeries({})([1, 4])).toEqual([]);
  });
});
