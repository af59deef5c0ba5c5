import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index';
import { parseIntent } from './intent';
import { rankCandidates } from './rank';
import { testCatalogue } from './testing/test-catalogue';

describe('rankCandidates', () => {
  // The order is produced lazily from a heap (issue 37); it must stay what a stable sort gave.
  it.each(['what should I watch tonight', 'a tv series', 'something funny'])(
    'gives "%s" best score first, equal scores in catalogue order, every title once',
    (text) => {
      const index = indexCatalogue(testCatalogue());
      const position = new Map(index.candidates.map((c, i) => [c.key, i]));
      const intent = parseIntent(text, index.lookups);
      // No jitter, so titles of equal data tie.
      const ranked = [...rankCandidates(index, intent, () => 0)];
      expect(ranked.length).toBeGreaterThan(5);
      expect(new Set(ranked.map((r) => r.candidate.key)).size).toBe(ranked.length);
      const stable = [...ranked].sort(
        (a, b) =>
          b.score - a.score || position.get(a.candidate.key)! - position.get(b.candidate.key)!,
      );
      expect(ranked.map((r) => r.candidate.key)).toEqual(stable.map((r) => r.candidate.key));
    },
  );
});
