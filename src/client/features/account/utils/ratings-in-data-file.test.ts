import { beforeEach, describe, expect, it } from 'vitest';
import { readRatings, writeRatings } from '@/client/library/stores/ratings-store';
import { ratingEntry } from '@/client/library/stores/testing/rating-entry';
import { collectLocalData, importLocalData } from '@/client/library/actions/local-data-actions';
import { describeImport } from './import-flow';
import { parseDataFile } from '@/client/library/actions/local-data-file';

const rating = ratingEntry;
const file = (ratings: unknown[]) =>
  JSON.stringify({ format: 'nexus-local-data', version: 1, ratings });

beforeEach(() => localStorage.clear());

describe('ratings in the Your data file', () => {
  it('are exported under `ratings`', () => {
    writeRatings([rating(1, 4.5, 10)]);
    expect(collectLocalData().ratings).toEqual([rating(1, 4.5, 10)]);
  });

  it('are imported: valid ones only, half stars, the newer rating of a title wins', () => {
    writeRatings([rating(1, 2, 10), rating(2, 3, 50)]);
    const parsed = parseDataFile(
      file([
        rating(1, 4, 20),
        rating(2, 1, 40),
        rating(3, 5, 30),
        rating(4, 4.2, 1),
        rating(5, 0, 1),
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.data.skipped).toBe(2);
    const report = importLocalData(parsed.data);
    expect(report.ratings).toEqual({ added: 1, updated: 1 });
    expect(readRatings().map((r) => [r.id, r.rating])).toEqual([
      [2, 3],
      [3, 5],
      [1, 4],
    ]);
    expect(describeImport(report).message).toContain('1 rating');
  });

  it('a stored list with a bad entry keeps the good ones', () => {
    localStorage.setItem('nexus_ratings', JSON.stringify([rating(1, 4, 1), { id: 2, rating: 9 }]));
    expect(readRatings().map((r) => r.id)).toEqual([1]);
  });
});
