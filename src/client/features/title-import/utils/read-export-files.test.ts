import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as sample from '../testing/sample-exports';
import { chosen } from '../testing/sample-exports';
import { readExportFiles, type ReadResult } from './read-export-files';

const read = (...files: Parameters<typeof chosen>[]) =>
  readExportFiles(files.map(([name, content]) => chosen(name, content)));
const ok = (result: ReadResult) => {
  if (!result.ok) throw new Error(result.message);
  return result;
};
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('Letterboxd', () => {
  it('reads watched.csv: CRLF, quoted commas, an empty year', async () => {
    const result = ok(await read(['watched.csv', sample.letterboxdWatched]));
    expect(result.files).toEqual([{ name: 'watched.csv', kind: 'letterboxd-watched', rows: 4 }]);
    expect(result.rows[1]).toEqual({
      list: 'watched',
      title: 'Crouching Tiger, Hidden Dragon',
      year: 2000,
      type: 'movie',
      date: noon('2024-02-11'),
    });
    expect(result.rows[2]).toMatchObject({ title: 'Hamlet', year: undefined });
  });

  it('reads watchlist.csv with a BOM', async () => {
    const result = ok(await read(['watchlist.csv', sample.letterboxdWatchlist]));
    expect(result.rows.map((r) => [r.list, r.title])).toEqual([
      ['watchlist', 'Casino Royale'],
      ['watchlist', 'Amélie'],
    ]);
  });

  it('reads ratings.csv in half stars and skips a rating off the scale', async () => {
    const result = ok(await read(['ratings.csv', sample.letterboxdRatings]));
    expect(result.rows.map((r) => [r.title, r.rating])).toEqual([
      ['The Matrix', 4.5],
      ['Heat', 3],
    ]);
    expect(result.skipped).toBe(1);
  });

  it('reads diary.csv: watched on its Watched Date, and its rating', async () => {
    const result = ok(await read(['diary.csv', sample.letterboxdDiary]));
    expect(result.rows).toEqual([
      { list: 'watched', title: 'Heat', year: 1995, type: 'movie', date: noon('2024-06-01') },
      {
        list: 'rating',
        title: 'Heat',
        year: 1995,
        type: 'movie',
        date: noon('2024-06-01'),
        rating: 4,
      },
      { list: 'watched', title: 'Alien', year: 1979, type: 'movie', date: noon('2024-05-30') },
    ]);
  });

  it('reads the export ZIP: the four files at its top, the diary first; other files ignored', async () => {
    const zip = zipSync({
      'watched.csv': strToU8(sample.letterboxdWatched),
      'watchlist.csv': strToU8(sample.letterboxdWatchlist),
      'diary.csv': strToU8(sample.letterboxdDiary),
      'lists/favourites.csv': strToU8('garbage'),
      'profile.csv': strToU8('Date Joined,Username\n2020-01-01,someone'),
    });
    const result = ok(await read(['letterboxd-export.zip', zip]));
    expect(result.files.map((f) => f.name)).toEqual(['diary.csv', 'watched.csv', 'watchlist.csv']);
  });

  it('asks for the file name when a watched-or-watchlist file has another one', async () => {
    const result = await read(['export (1).csv', sample.letterboxdWatched]);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('name it watched.csv or watchlist.csv'),
    });
  });
});

describe('IMDb', () => {
  it('reads ratings: ids, types, rating / 2, and leaves episodes out', async () => {
    const result = ok(await read(['ratings.csv', sample.imdbRatings]));
    expect(result.files[0]?.kind).toBe('imdb-ratings');
    expect(result.rows).toEqual([
      {
        list: 'rating',
        title: 'The Matrix',
        year: 1999,
        imdbId: 'tt0133093',
        type: 'movie',
        rating: 4.5,
        date: noon('2023-01-02'),
      },
      {
        list: 'rating',
        title: 'Breaking Bad',
        year: 2008,
        imdbId: 'tt0903747',
        type: 'tv',
        rating: 5,
        date: noon('2023-01-03'),
      },
    ]);
    expect(result.skipped).toBe(1);
  });

  it('reads the watchlist, with the older title type words', async () => {
    const result = ok(await read(['WATCHLIST.csv', sample.imdbWatchlist]));
    expect(result.rows.map((r) => [r.list, r.title, r.type, r.imdbId])).toEqual([
      ['watchlist', 'The Godfather', 'movie', 'tt0068646'],
      ['watchlist', 'Game of Thrones', 'tv', 'tt0944947'],
    ]);
  });
});

describe('Trakt', () => {
  // Each file, the kind it is read as, and its rows written `list: title (type tmdbId)`.
  it.each([
    [
      'watched-movies.json',
      sample.traktWatchedMovies,
      'trakt-watched',
      ['watched: Heat (movie 949)'],
    ],
    [
      'watched-shows.json',
      sample.traktWatchedShows,
      'trakt-watched',
      ['watched: Breaking Bad (tv 1396)'],
    ],
    [
      'watchlist.json',
      sample.traktWatchlist,
      'trakt-watchlist',
      ['watchlist: Alien (movie 348)', 'watchlist: Friends (tv 1668)'],
    ],
    ['ratings-movies.json', sample.traktRatings, 'trakt-ratings', ['rating: Heat (movie 949)']],
    [
      'history-2023.json',
      sample.traktHistory,
      'trakt-history',
      ['watched: Friends (tv 1668)', 'watched: Alien (movie 348)'],
    ],
  ])('reads %s', async (name, text, kind, expected) => {
    const result = ok(await read([name, text]));
    expect(result.files[0]?.kind).toBe(kind);
    expect(result.rows.map((r) => `${r.list}: ${r.title} (${r.type} ${r.tmdbId})`)).toEqual(
      expected,
    );
  });

  it('halves ratings and keeps the IMDb id and the date', async () => {
    const result = ok(await read(['ratings-movies.json', sample.traktRatings]));
    expect(result.rows[0]).toMatchObject({
      rating: 3.5,
      imdbId: 'tt0113277',
      date: Date.parse('2023-11-01T10:00:00.000Z'),
    });
    expect(result.skipped).toBe(1); // the episode's rating
  });
});

describe('hostile and wrong files', () => {
  const refused = async (name: string, content: string | Uint8Array) => {
    const result = await read([name, content]);
    if (result.ok) throw new Error('accepted');
    return result.message;
  };

  it('keeps formula cells as text, never evaluated', async () => {
    const csv =
      'Date,Name,Year,Letterboxd URI\n2024-01-01,"=HYPERLINK(""http://x"",""y"")",2001,u\n2024-01-01,+cmd,2001,u\n2024-01-01,@SUM(A1),2001,u\n2024-01-01,-2+3,2001,u';
    const result = ok(await read(['watched.csv', csv]));
    expect(result.rows.map((r) => r.title)).toEqual([
      '=HYPERLINK("http://x","y")',
      '+cmd',
      '@SUM(A1)',
      '-2+3',
    ]);
  });

  it('refuses a file over 50 MB before reading it', async () => {
    let readIt = false;
    const result = await readExportFiles([
      {
        name: 'huge.csv',
        size: 50 * 1024 * 1024 + 1,
        bytes: async () => ((readIt = true), new Uint8Array()),
      },
    ]);
    expect(result).toEqual({ ok: false, message: 'huge.csv is too large (over 50 MB).' });
    expect(readIt).toBe(false);
  });

  it('refuses wrong columns, naming them', async () => {
    expect(await refused('watched.csv', 'Film,When\nHeat,2020')).toBe(
      'watched.csv is not a Letterboxd or IMDb export: it lacks their columns (Letterboxd: Name, Year; IMDb: Const, Title). Its columns: Film, When.',
    );
  });

  it('refuses broken quoting', async () => {
    expect(
      await refused(
        'watched.csv',
        'Date,Name,Year,Letterboxd URI\n2024-01-01,"Heat,1995,u\n2024-01-02,Alien,1979,u',
      ),
    ).toMatch(/^The quoting in watched\.csv is broken/);
  });

  it('refuses a huge field', async () => {
    expect(
      await refused(
        'watched.csv',
        `Date,Name,Year,Letterboxd URI\n2024-01-01,${'x'.repeat(10_001)},1995,u`,
      ),
    ).toMatch(/has a field longer than 10,000 characters \(line 2\)/);
  });

  it('refuses a binary file, JSON that is not Trakt, broken JSON and an empty file', async () => {
    expect(await refused('poster.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))).toMatch(
      /is not a CSV or JSON file/,
    );
    expect(await refused('data.json', '{"format":"nexus-local-data"}')).toMatch(/lists of titles/);
    expect(await refused('data.json', '[{"foo":1}]')).toMatch(/none of rated_at/);
    expect(await refused('data.json', '[{"rated_at":')).toBe('data.json is not valid JSON.');
    expect(await refused('watched.csv', '')).toBe('watched.csv is empty.');
  });

  it('refuses a ZIP without the export files, and one that is not a ZIP inside', async () => {
    expect(await refused('x.zip', zipSync({ 'notes.txt': strToU8('hi') }))).toMatch(
      /has none of Letterboxd's/,
    );
    expect(await refused('x.zip', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]))).toMatch(
      /not a ZIP file that can be opened/,
    );
  });

  it('refuses files with no usable row', async () => {
    expect(
      await refused('watched.csv', 'Date,Name,Year,Letterboxd URI\n2024-01-01,,1995,u'),
    ).toMatch(/names a title/);
  });

  it('drops prototype keys from JSON', async () => {
    const result = ok(
      await read([
        'watchlist.json',
        '[{"listed_at":"2023-01-01T00:00:00Z","movie":{"title":"Heat","year":1995,"__proto__":{"polluted":true}}}]',
      ]),
    );
    expect(result.rows).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
