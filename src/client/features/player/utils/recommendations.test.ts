import { describe, expect, it } from 'vitest';
import { needsTrendingPadding, padRecommendations } from './recommendations';

type Item = { id: number; media_type: 'movie' | 'tv' };
const movies = (ids: number[]): Item[] => ids.map((id) => ({ id, media_type: 'movie' }));
const shows = (ids: number[]): Item[] => ids.map((id) => ({ id, media_type: 'tv' }));
const current = { id: 1, media_type: 'movie' as const };

describe('player recommendations', () => {
  it('keeps up to 10 recommendations and does not pad 8 or more', () => {
    const recs = movies([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const list = padRecommendations(recs, movies([50]), shows([60]), current);
    expect(list.map((t) => t.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(padRecommendations(recs.slice(0, 8), movies([50]), [], current)).toHaveLength(8);
    expect(needsTrendingPadding(8)).toBe(false);
    expect(needsTrendingPadding(7)).toBe(true);
  });

  it('pads fewer than 8 with trending movies and series, up to 15, without the current title', () => {
    const list = padRecommendations(
      movies([2, 3]),
      movies([1, 2, 20, 21, 22, 23, 24, 25, 26]),
      shows([1, 30, 31, 32, 33, 34, 35, 36]),
      current,
    );
    expect(list).toHaveLength(15);
    const keys = list.map((t) => `${t.media_type}:${t.id}`);
    expect(keys).not.toContain('movie:1');
    expect(keys).toContain('tv:1'); // same id, other type: a different title
    expect(new Set(keys).size).toBe(15);
    expect(keys.slice(0, 5)).toEqual(['movie:2', 'movie:3', 'tv:1', 'tv:30', 'movie:20']);
  });

  it('gives what it has when trending is short or empty', () => {
    expect(padRecommendations([], [], [], current)).toEqual([]);
    expect(padRecommendations(movies([5]), movies([6]), [], current)).toHaveLength(2);
  });
});
