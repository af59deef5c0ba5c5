import { describe, expect, it } from 'vitest';
import { validRows } from './import-row';

const row = { list: 'rating', title: 'The Matrix', year: 1999, rating: 4.5 };

describe('an imported row', () => {
  it('keeps its title trimmed, and counts a blank or over-long one as skipped', () => {
    const read = validRows([
      { ...row, title: '  The Matrix \t' },
      { ...row, title: '   ' },
      { ...row, title: '' },
      { ...row, title: `  ${'x'.repeat(200)}  ` },
      { ...row, title: 'x'.repeat(201) },
    ]);
    expect(read.rows.map((kept) => kept.title)).toEqual(['The Matrix', 'x'.repeat(200)]);
    expect(read.skipped).toBe(3);
  });

  it('takes a rating in half stars from 0.5 to 5', () => {
    const ratings = [0, 0.25, 0.5, 2.75, 3, 4.5, 5, 5.5];
    const read = validRows(ratings.map((rating) => ({ ...row, rating })));
    expect(read.rows.map((kept) => kept.rating)).toEqual([0.5, 3, 4.5, 5]);
    expect(read.skipped).toBe(4);
  });
});
