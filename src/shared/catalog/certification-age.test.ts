import { describe, expect, it } from 'vitest';
import { ageLevelOf } from './certification-age';

describe('ageLevelOf', () => {
  it('puts films and series on one scale of four ages', () => {
    expect(['G', 'TV-Y', 'TV-Y7', 'TV-G'].map(ageLevelOf)).toEqual([0, 0, 0, 0]);
    expect(['PG', 'TV-PG'].map(ageLevelOf)).toEqual([1, 1]);
    expect(['PG-13', 'TV-14'].map(ageLevelOf)).toEqual([2, 2]);
    expect(['R', 'NC-17', 'TV-MA'].map(ageLevelOf)).toEqual([3, 3, 3]);
  });

  it('knows nothing of an unrated or unknown title', () => {
    expect([null, undefined, '', 'Not Rated', 'NR', 'pg', 'toString'].map(ageLevelOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
