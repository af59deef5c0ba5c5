import { describe, expect, it } from 'vitest';
import { GENRE_IDS, GENRES, genreByName, genreName } from './genre-names';

describe('the one genre table', () => {
  const genres = Object.values(GENRES);

  it('gives each id one name and each name one id', () => {
    expect(new Set(genres.map((g) => g.id)).size).toBe(genres.length);
    expect(new Set(genres.map((g) => g.name)).size).toBe(genres.length);
  });

  it('answers by id, by name and by key from the same rows', () => {
    for (const [key, genre] of Object.entries(GENRES)) {
      expect(genreName(genre.id)).toBe(genre.name);
      expect(genreByName(genre.name)).toEqual(genre);
      expect(GENRE_IDS[key as keyof typeof GENRES]).toBe(genre.id);
    }
    expect(GENRE_IDS.scienceFiction).toBe(878);
    expect(genreName(10765)).toBe('Sci-Fi & Fantasy');
    expect(genreName(1)).toBeUndefined();
  });
});
