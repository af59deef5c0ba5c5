import { describe, expect, it } from 'vitest';
import { genreName } from '@/shared/catalog/genre-names';
import { getEmbeddedCatalogue } from './embedded-catalogue';

/** Both catalogue sources speak TMDB's genre language: the embedded one reads the one table. */
describe('the embedded catalogue’s genres', () => {
  it('are the table’s, id and name, on every film and series', () => {
    const { films, series } = getEmbeddedCatalogue();
    const titles = [...films, ...series];
    const seen = new Set<number>();
    for (const title of titles) {
      for (const genre of title.genres) {
        expect(genreName(genre.id), `${genre.id} on ${title.id}`).toBe(genre.name);
        seen.add(genre.id);
      }
      expect(title.genre_ids).toEqual(title.genres.map((genre) => genre.id));
    }
    // Films and series file titles under ids of both lists (878 for films, 10765 for series).
    expect(seen).toContain(878);
    expect(seen).toContain(10765);
  });
});
