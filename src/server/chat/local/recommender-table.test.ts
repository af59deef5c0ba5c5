import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { checkCase, TABLE } from './testing/recommender-table';
import { testCatalogue } from './testing/test-catalogue';

describe('recommender table', () => {
  it('has at least 30 prompts', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('fixture catalogue: "$prompt"', (c) => {
    expect(checkCase(testCatalogue(), c)).toEqual([]);
  });

  const real = getEmbeddedCatalogue();
  it.skipIf(real.films.length === 0)('real embedded catalogue: pass rate of at least 90%', () => {
    const results = TABLE.map((c) => ({ c, problems: checkCase(real, c) }));
    const failed = results.filter((r) => r.problems.length > 0);
    const rate = (TABLE.length - failed.length) / TABLE.length;
    console.info(
      `recommender table on the embedded catalogue: ${TABLE.length - failed.length}/${TABLE.length} passed` +
        failed.map((f) => `\n  ✗ ${f.c.prompt}: ${f.problems.join('; ')}`).join(''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
