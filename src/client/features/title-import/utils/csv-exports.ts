import { msg } from '@lingui/core/macro';
import type { ImportRow, ReadRows } from './import-row';
import { dateFrom, idsFrom, numberFrom, validRows, yearFrom } from './import-row';
import { ImportFileError, type CsvTable } from './parse-csv';

/**
 * The CSV files of Letterboxd's and IMDb's exports, told apart by their columns
 * (shared/docs/import-formats.md): a Letterboxd file has `Name` and `Year`, an IMDb one `Const`
 * and `Title`. Letterboxd's watched and watchlist files have the same columns, so only their
 * names (`watched.csv`, `watchlist.csv`, as Letterboxd names them) tell them apart.
 */
export type CsvKind =
  | 'letterboxd-watched'
  | 'letterboxd-watchlist'
  | 'letterboxd-ratings'
  | 'letterboxd-diary'
  | 'imdb-ratings'
  | 'imdb-watchlist';

export function detectCsvKind(table: CsvTable, fileName: string): CsvKind {
  const has = (...columns: string[]) => columns.every((c) => table.header.includes(c));
  if (has('Const', 'Title')) {
    if (has('Position')) return 'imdb-watchlist';
    return has('Your Rating') ? 'imdb-ratings' : 'imdb-watchlist';
  }
  if (has('Name', 'Year')) {
    if (has('Watched Date')) return 'letterboxd-diary';
    if (has('Rating')) return 'letterboxd-ratings';
    const base = fileName.toLowerCase().split('/').pop() ?? '';
    if (base.includes('watchlist')) return 'letterboxd-watchlist';
    if (base.includes('watched')) return 'letterboxd-watched';
    throw new ImportFileError(
      `${fileName} could be your Letterboxd watched films or your watchlist: name it watched.csv or watchlist.csv, as Letterboxd does, and choose it again.`,
      msg({
        message: `${fileName} could be your Letterboxd watched films or your watchlist: name it watched.csv or watchlist.csv, as Letterboxd does, and choose it again.`,
        comment:
          '{fileName} is a file chosen to import; watched.csv and watchlist.csv are file names',
      }),
    );
  }
  const found = table.header.filter(Boolean).slice(0, 6).join(', ') || 'none';
  throw new ImportFileError(
    `${fileName} is not a Letterboxd or IMDb export: it lacks their columns (Letterboxd: Name, Year; IMDb: Const, Title). Its columns: ${found}.`,
    msg({
      message: `${fileName} is not a Letterboxd or IMDb export: it lacks their columns (Letterboxd: Name, Year; IMDb: Const, Title). Its columns: ${found}.`,
      comment:
        "{fileName} is a file chosen to import; Name, Year, Const, Title are column names (not translated); {found} lists the file's columns",
    }),
  );
}

/** IMDb's title types, new and old words; episodes are not titles NEXUS keeps. */
function imdbType(text: string | undefined): 'movie' | 'tv' | 'episode' | undefined {
  const t = text?.trim().toLowerCase().replace(/[\s-]/g, '') ?? '';
  if (t === '') return undefined;
  if (t.includes('episode')) return 'episode';
  if (t.startsWith('tv') && /series|miniseries/.test(t)) return 'tv';
  if (t === 'miniseries') return 'tv';
  return 'movie';
}

/** Rows of one CSV, by its kind; invalid rows (no title, a rating off the scale…) are skipped. */
export function csvRows(table: CsvTable, kind: CsvKind): ReadRows {
  const get = (row: string[], column: string) => table.get(row, column);
  const candidates: Partial<ImportRow>[] = [];
  let episodes = 0;
  for (const row of table.rows) {
    if (kind.startsWith('letterboxd')) {
      const base = {
        title: get(row, 'Name'),
        year: yearFrom(get(row, 'Year')),
        type: 'movie' as const,
      };
      const rating = numberFrom(get(row, 'Rating'));
      if (kind === 'letterboxd-watched' || kind === 'letterboxd-watchlist')
        candidates.push({
          ...base,
          list: kind === 'letterboxd-watched' ? 'watched' : 'watchlist',
          date: dateFrom(get(row, 'Date')),
        });
      else if (kind === 'letterboxd-ratings')
        candidates.push({ ...base, list: 'rating', rating, date: dateFrom(get(row, 'Date')) });
      else {
        const date = dateFrom(get(row, 'Watched Date')) ?? dateFrom(get(row, 'Date'));
        candidates.push({ ...base, list: 'watched', date });
        if (rating !== undefined) candidates.push({ ...base, list: 'rating', rating, date });
      }
      continue;
    }
    const type = imdbType(get(row, 'Title Type'));
    if (type === 'episode') {
      episodes += 1;
      continue;
    }
    const base = {
      title: get(row, 'Title'),
      year: yearFrom(get(row, 'Year')),
      ...idsFrom(get(row, 'Const'), undefined),
      ...(type ? { type } : {}),
    };
    if (kind === 'imdb-ratings') {
      const tenths = numberFrom(get(row, 'Your Rating'));
      candidates.push({
        ...base,
        list: 'rating',
        rating: tenths === undefined ? undefined : tenths / 2,
        date: dateFrom(get(row, 'Date Rated')),
      });
    } else candidates.push({ ...base, list: 'watchlist', date: dateFrom(get(row, 'Created')) });
  }
  const read = validRows(candidates);
  return { rows: read.rows, skipped: read.skipped + episodes };
}
