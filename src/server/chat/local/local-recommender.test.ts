import { describe, expect, it } from 'vitest';
import type { ChatCatalogue } from './catalogue-index';
import { recommendLocally } from './local-recommender';
import { film, testCatalogue } from './testing/test-catalogue';

const catalogue = testCatalogue();

describe('recommendLocally', () => {
  it('answers a one-off request with 3 existing titles and a factual reason each', () => {
    const answer = recommendLocally(catalogue, 'something scary but good', { seed: 1 });
    expect(answer.titles).toHaveLength(3);
    const ids = new Set(catalogue.films.map((f) => f.id));
    for (const t of answer.titles) {
      expect(ids.has(t.id)).toBe(true);
      expect(t.media_type).toBe('movie');
      expect(t.poster_path).toMatch(/^\/art\//);
      // Each title is named in the text with its year and rating.
      expect(answer.text).toMatch(new RegExp(`${t.title} \\(\\d{4}\\): .+rated \\d\\.\\d/10`));
    }
    expect(answer.text.split(/\s+/).length).toBeLessThan(150);
  });

  it('is repeatable with a seed and varies between seeds', () => {
    const one = recommendLocally(catalogue, 'what should I watch tonight', { seed: 42 });
    const again = recommendLocally(catalogue, 'what should I watch tonight', { seed: 42 });
    expect(again.titles).toEqual(one.titles);
    const answers = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        recommendLocally(catalogue, 'a comedy', { seed })
          .titles.map((t) => t.id)
          .join(','),
      ),
    );
    expect(answers.size).toBeGreaterThan(1);
  });

  it('never repeats a title, even when the catalogue holds it twice', () => {
    const twice: ChatCatalogue = {
      films: [...catalogue.films, { ...catalogue.films[0]!, id: 9999 }],
      series: [],
    };
    for (let seed = 0; seed < 10; seed++) {
      const { titles } = recommendLocally(twice, 'a list of 10 scary movies', { seed });
      const names = titles.map((t) => t.title);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('says so, without titles, when nothing fits', () => {
    const answer = recommendLocally(catalogue, 'a western from 2019', { seed: 1 });
    expect(answer.titles).toEqual([]);
    expect(answer.text).toMatch(/couldn't find any western movies from 2019/);
    const empty = recommendLocally({ films: [], series: [] }, 'anything', { seed: 1 });
    expect(empty.titles).toEqual([]);
  });

  it('lists titles with a number and rating for list requests', () => {
    const answer = recommendLocally(catalogue, 'a list of 10 action movies', { seed: 3 });
    expect(answer.titles).toHaveLength(10);
    expect(answer.text.split('\n')[0]).toBe('Here are 10 action-packed movies:');
    expect(answer.text).toMatch(/^10\. .+ \(\d{4}\), rated \d\.\d\/10$/m);
  });

  it("follows the product's list rule: 10 when '10' appears, else 8, action when no genre is named", () => {
    const ten = recommendLocally(catalogue, 'give me 10 movies', { seed: 2 });
    expect(ten.titles).toHaveLength(10);
    expect(ten.text.split('\n')[0]).toBe('Here are 10 action-packed movies:');
    const many = recommendLocally(catalogue, 'many films please', { seed: 2 });
    expect(many.titles).toHaveLength(8);
    expect(many.intent.concepts.map((c) => c.key)).toEqual(['action']);
    // A named genre, or action excluded, is kept as asked.
    expect(
      recommendLocally(catalogue, 'a list of comedies', { seed: 2 }).intent.concepts.map(
        (c) => c.key,
      ),
    ).toEqual(['comedy']);
    const noAction = recommendLocally(catalogue, 'a list of movies, no action', { seed: 2 });
    expect(noAction.intent.concepts).toEqual([]);
    expect(noAction.titles).toHaveLength(8);
  });

  it('answers well under a second on a catalogue of several thousand titles', () => {
    const big: ChatCatalogue = {
      films: Array.from({ length: 4000 }, (_, i) => ({
        ...film(
          [
            `Film ${i}`,
            1950 + (i % 60),
            [[28, 35, 27, 18, 878][i % 5]!],
            5 + (i % 5),
            `Director ${i % 300}`,
            'PG',
            100,
          ],
          i,
        ),
        id: 10_000 + i,
      })),
      series: catalogue.series,
    };
    recommendLocally(big, 'warm up', { seed: 1 });
    const started = performance.now();
    for (let i = 0; i < 20; i++)
      recommendLocally(big, 'a funny 90s movie like Film 12, no horror', { seed: i });
    const perAnswer = (performance.now() - started) / 20;
    // Typically a few ms; the bound leaves room for a busy CI machine.
    expect(perAnswer).toBeLessThan(200);
  });
});
