import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index';
import { film, testCatalogue } from './testing/test-catalogue';

// V8's own check of whether two objects share a hidden class, compiled after the flag that allows
// it is set; the flag only adds that syntax for code compiled from here on.
setFlagsFromString('--allow-natives-syntax');
const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

describe('chat catalogue index', () => {
  // Issue 37: candidates built by spreading a shared part each got a hidden class of their own,
  // which made every loop of the ranking over the catalogue megamorphic and answers 5× slower.
  it('gives every film and series one shape, so ranking reads them at full speed', () => {
    const { candidates } = indexCatalogue(testCatalogue());
    expect(candidates.some((c) => c.media_type === 'movie')).toBe(true);
    expect(candidates.some((c) => c.media_type === 'tv')).toBe(true);
    const shapes = candidates.filter((c) => !sameShape(c, candidates[0]!));
    expect(shapes.map((c) => c.key)).toEqual([]);
  });

  it('finds a title by its first words: the best-known one, the first on a tie', () => {
    const potter = (title: string, i: number, popularity: number) => ({
      ...film([title, 2001, [14], 7.5, 'Chris Columbus', 'PG', 150], i),
      popularity,
    });
    const { lookups } = indexCatalogue({
      films: [
        potter('Harry Potter and the Chamber of Secrets', 0, 40),
        potter("Harry Potter and the Philosopher's Stone", 1, 90),
        potter('Harry Potter and the Goblet of Fire', 2, 90),
        potter('Harrys Game', 3, 500),
      ],
      series: [],
    });
    const found = (text: string) => lookups.findTitle(text.split(' '));
    expect(found('harry potter tonight')).toEqual({
      ref: { key: 'movie:1001', title: "Harry Potter and the Philosopher's Stone" },
      wordsUsed: 2,
    });
    expect(found('harry potter and the chamber')?.ref.key).toBe('movie:1000');
    // A title's first words only at a word's end: "harry" alone is one word, never a start.
    expect(found('harry')).toBeNull();
    expect(found('harry pot')).toBeNull();
  });
});
