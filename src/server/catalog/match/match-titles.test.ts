import { describe, expect, it } from 'vitest';
import type { MovieSummary, TitleSummary, TvSummary } from '@/shared/catalog/title-schemas';
import { matchItem, type MatchLookup } from './match-titles';
import { titleKey } from './normalise-title';

const film = (id: number, title: string, year: number, popularity = 1): MovieSummary => ({
  media_type: 'movie',
  id,
  title,
  release_date: `${year}-06-01`,
  overview: '',
  poster_path: null,
  backdrop_path: null,
  vote_average: 7,
  vote_count: 10,
  genre_ids: [18],
  adult: false,
  original_language: 'en',
  popularity,
});
const series = (id: number, name: string, year: number): TvSummary => ({
  ...film(id, name, year),
  media_type: 'tv',
  name,
  first_air_date: `${year}-01-01`,
});

const titles: TitleSummary[] = [
  film(1, 'The Matrix', 1999),
  film(2, 'Hamlet', 1996, 5),
  film(3, 'Hamlet', 2000, 9),
  film(4, 'Amélie', 2001),
  film(5, 'Crash', 1996),
  film(6, 'Crash', 2005),
  series(1399, 'Game of Thrones', 2011),
  film(7, 'Solaris', 1972),
  film(8, 'Solaris', 1973),
];
const lookup: MatchLookup = {
  byTmdbId: async (id, type) =>
    titles.find((t) => t.id === id && t.media_type === type && type === 'tv') ?? null,
  byImdbId: async (imdbId) => (imdbId === 'tt0133093' ? [titles[0]!] : []),
  byTitle: async (title) =>
    titles.filter((t) => titleKey(t.media_type === 'movie' ? t.title : t.name) === titleKey(title)),
};

const match = (item: Parameters<typeof matchItem>[0]) => matchItem(item, lookup);
const idOf = (r: Awaited<ReturnType<typeof match>>) => (r.status === 'matched' ? r.match.id : r);

describe('matchItem', () => {
  it('matches by normalised title and year', async () => {
    expect(idOf(await match({ title: 'matrix, the', year: 1999 }))).toBe(1);
    expect(idOf(await match({ title: 'AMELIE', year: 2001 }))).toBe(4);
  });

  it('accepts a year one off, never two', async () => {
    expect(idOf(await match({ title: 'The Matrix', year: 2000 }))).toBe(1);
    expect(idOf(await match({ title: 'The Matrix', year: 1998 }))).toBe(1);
    expect(await match({ title: 'The Matrix', year: 2001 })).toEqual({ status: 'unmatched' });
  });

  it('prefers the same year over a neighbour', async () => {
    expect(idOf(await match({ title: 'Solaris', year: 1972 }))).toBe(7);
    expect(idOf(await match({ title: 'Solaris', year: 1973 }))).toBe(8);
  });

  it('tells apart remakes by year', async () => {
    expect(idOf(await match({ title: 'Crash', year: 2005 }))).toBe(6);
  });

  it('is ambiguous without a year when several titles share the name, most popular first', async () => {
    const result = await match({ title: 'Hamlet' });
    expect(result.status).toBe('ambiguous');
    if (result.status === 'ambiguous')
      expect(result.candidates.map((c) => [c.id, c.year])).toEqual([
        [3, 2000],
        [2, 1996],
      ]);
  });

  it('matches by TMDB id where the source has it, and by IMDb id', async () => {
    expect(idOf(await match({ title: 'GoT', tmdbId: 1399, type: 'tv' }))).toBe(1399);
    expect(idOf(await match({ title: 'Matrix (1999) [BR]', imdbId: 'tt0133093' }))).toBe(1);
  });

  it('falls back to the title when an id is unknown', async () => {
    expect(idOf(await match({ title: 'The Matrix', year: 1999, tmdbId: 603, type: 'movie' }))).toBe(
      1,
    );
  });

  it('keeps to the type asked for', async () => {
    expect(await match({ title: 'Game of Thrones', type: 'movie' })).toEqual({
      status: 'unmatched',
    });
    expect(idOf(await match({ title: 'Game of Thrones', year: 2011, type: 'tv' }))).toBe(1399);
  });

  it('leaves unknown and empty titles unmatched', async () => {
    expect(await match({ title: 'Not A Film', year: 2001 })).toEqual({ status: 'unmatched' });
    expect(await match({ title: '!!!' })).toEqual({ status: 'unmatched' });
  });
});
