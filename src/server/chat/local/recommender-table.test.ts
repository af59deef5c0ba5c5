import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { checkCase, TABLE } from './testing/recommender-table';

describe('recommender table', () => {
  // 188 before issue 40, which asked for at least 60 more (moods, format, seen titles, questions).
  it('has at least 248 prompts, none twice', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(248);
    const conversations = TABLE.map((c) => [...(c.before ?? []), c.prompt].join(' → '));
    expect(new Set(conversations).size).toBe(TABLE.length);
  });

  // The bar (issue 19): every prompt, on the catalogue the product ships.
  const real = getEmbeddedCatalogue();
  it.each(TABLE)('"$prompt" (after $before)', (c) => {
    expect(checkCase(real, c)).toEqual([]);
  });
});
