import { describe, expect, it } from 'vitest';
import { ageLevelOf } from './certification-age';
import { KIDS_FILM_CERTIFICATIONS, KIDS_SERIES_RATINGS, isForKids } from './kids-rule';

describe('the kids rule', () => {
  it.each(['G', 'PG'])('lets a film rated %s through', (rating) => {
    expect(isForKids('movie', rating)).toBe(true);
  });

  it.each(['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG'])('lets a series rated %s through', (rating) => {
    expect(isForKids('tv', rating)).toBe(true);
  });

  it.each(['PG-13', 'R', 'NC-17', 'Not Rated', 'Unrated', 'Open', 'TV-G', 'TV-14', 'toString'])(
    'keeps a film rated %s out',
    (rating) => expect(isForKids('movie', rating)).toBe(false),
  );

  it.each(['TV-14', 'TV-MA', 'G', 'PG', 'NR', 'constructor'])(
    'keeps a series rated %s out',
    (rating) => expect(isForKids('tv', rating)).toBe(false),
  );

  it('keeps out a title whose certification is unknown', () => {
    for (const media of ['movie', 'tv'] as const) {
      expect(isForKids(media, null)).toBe(false);
      expect(isForKids(media, undefined)).toBe(false);
      expect(isForKids(media, '')).toBe(false);
    }
  });

  it('reads a rating written loosely', () => {
    expect(isForKids('movie', ' pg ')).toBe(true);
    expect(isForKids('tv', 'tv-y7')).toBe(true);
  });

  it('is the age levels 0 and 1 of the certification scale, each kind on its own', () => {
    for (const rating of [...KIDS_FILM_CERTIFICATIONS, ...KIDS_SERIES_RATINGS])
      expect(ageLevelOf(rating)).toBeLessThanOrEqual(1);
    expect(ageLevelOf('PG-13')).toBe(2);
    expect(isForKids('movie', 'PG-13')).toBe(false);
  });
});
