import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { checkCase, TABLE } from './testing/recommender-table';

describe('recommender table', () => {
  it('has at least 150 prompts, none twice', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TABLE.map((c) => c.prompt)).size).toBe(TABLE.length);
  });

  // The bar (issue 19): every prompt, on the catalogue the product ships.
  const real = getEmbeddedCatalogue();
  it.each(TABLE)('"$prompt"', (c) => {
    expect(checkCase(real, c)).toEqual([]);
  });
});
