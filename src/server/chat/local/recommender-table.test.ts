import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { checkCase, TABLE } from './testing/recommender-table';

describe('recommender table', () => {
  it('has at least 150 prompts, none twice', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    const conversations = TABLE.map((c) => [...(c.before ?? []), c.prompt].join(' → '));
    expect(new Set(conversations).size).toBe(TABLE.length);
  });

  // The bar (issue 19): every prompt, on the catalogue the product ships.
  const real = getEmbeddedCatalogue();
  it.each(TABLE)('"$prompt" (after $before)', (c) => {
    expect(checkCase(real, c)).toEqual([]);
  });
});
