import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ratingEntrySchema } from './rating-schema';

const rating = { id: 603, media_type: 'movie', rating: 3.5, ratedAt: 1_767_000_000_000 };
const accepts = (input: unknown) => v.safeParse(ratingEntrySchema, input).success;

describe('a rating', () => {
  it('is a half star from 0.5 to 5', () => {
    for (const stars of [0.5, 1, 3.5, 5]) expect(accepts({ ...rating, rating: stars })).toBe(true);
    for (const stars of [0, 0.25, 3.75, 5.5, Number.NaN]) {
      expect(accepts({ ...rating, rating: stars })).toBe(false);
    }
  });

  it('was given at a finite time, not before 1970', () => {
    expect(accepts({ ...rating, ratedAt: 0 })).toBe(true);
    for (const at of [-1, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(accepts({ ...rating, ratedAt: at })).toBe(false);
    }
  });
});
