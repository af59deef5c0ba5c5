import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import type { VaultItem } from '@/client/library/stores/vault-store';
import { letterboxdCsv } from './letterboxd-csv';
import { letterboxdWatched, letterboxdWatchlist } from './letterboxd-export';

const day = (iso: string) => new Date(`${iso}T12:00:00`).getTime();
const history: HistoryEntry[] = [
  {
    id: 603,
    media_type: 'movie',
    title: 'The Matrix',
    watchedAt: day('2026-11-20'),
    progress: 100,
    release_date: '1999-03-30',
  },
  { id: 1396, media_type: 'tv', name: 'Breaking Bad', watchedAt: day('2026-11-19'), progress: 40 },
  {
    id: 550,
    media_type: 'movie',
    title: 'Fight Club',
    watchedAt: day('2026-11-18'),
    progress: 100,
  },
];
const vault: VaultItem[] = [
  {
    id: 550,
    type: 'movie',
    title: 'Fight Club',
    release_date: '1999-10-15',
    addedAt: '2026-11-01T00:00:00.000Z',
  },
  { id: 1396, type: 'tv', name: 'Breaking Bad', addedAt: '2026-11-01T00:00:00.000Z' },
  { id: 13, type: 'movie', title: '=HYPERLINK("http://x")', addedAt: '2026-11-01T00:00:00.000Z' },
];
const ratings = [
  { id: 603, media_type: 'movie' as const, rating: 4.5, ratedAt: 3 },
  { id: 1396, media_type: 'tv' as const, rating: 5, ratedAt: 2 },
  { id: 680, media_type: 'movie' as const, rating: 3, ratedAt: 1, title: 'Pulp Fiction' },
];

describe('the Letterboxd export', () => {
  it('writes watched films with their day, year and rating, then films only rated; series left out', () => {
    const table = letterboxdWatched(history, ratings, vault, true);
    expect(table.fields).toEqual(['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rating']);
    expect(table.rows).toEqual([
      {
        tmdbID: '603',
        Title: 'The Matrix',
        Year: '1999',
        WatchedDate: '2026-11-20',
        Rating: '4.5',
      },
      { tmdbID: '550', Title: 'Fight Club', Year: '1999', WatchedDate: '2026-11-18', Rating: '' },
      { tmdbID: '680', Title: 'Pulp Fiction', Year: '', WatchedDate: '', Rating: '3' },
    ]);
    expect(table.seriesLeftOut).toBe(1);
  });

  it('leaves tmdbID out on the embedded catalogue, whose film ids are hashes', () => {
    const table = letterboxdWatched(history, ratings, vault, false);
    expect(table.fields).toEqual(['Title', 'Year', 'WatchedDate', 'Rating']);
    expect(table.rows.every((row) => row.tmdbID === '')).toBe(true);
  });

  it('writes the vault films as the watchlist', () => {
    const table = letterboxdWatchlist(vault, true);
    expect(table.fields).toEqual(['tmdbID', 'Title', 'Year']);
    expect(table.rows.map((r) => r.Title)).toEqual(['Fight Club', '=HYPERLINK("http://x")']);
    expect(table.seriesLeftOut).toBe(1);
  });

  it('quotes every cell, escapes quotes and neutralises formula cells', () => {
    const csv = letterboxdCsv(
      {
        fields: ['Title', 'Year'],
        rows: [
          { Title: '=1+1', Year: '2000' },
          { Title: '+SUM(A1)', Year: '' },
          { Title: '-2', Year: '' },
          { Title: '@cmd', Year: '' },
          { Title: 'Say "hi", then, go\nnow', Year: '' },
          { Title: 'Mid = fine', Year: '' },
        ],
        seriesLeftOut: 0,
      },
      Papa.unparse,
    );
    expect(csv.split('\r\n').slice(0, 5)).toEqual([
      '"Title","Year"',
      `"'=1+1","2000"`,
      `"'+SUM(A1)",""`,
      `"'-2",""`,
      `"'@cmd",""`,
    ]);
    expect(csv).toContain('"Say ""hi"", then, go\nnow",""');
    expect(csv).toContain('"Mid = fine",""');
    // What a CSV reader gets back is the title, behind its guard.
    expect(Papa.parse<string[]>(csv).data[5]).toEqual(['Say "hi", then, go\nnow', '']);
  });

  it('guards a formula cell that starts with, or holds, a line break', () => {
    const titles = ['\n=1+1', '\r=1+1', '\t=1+1', '=HYPERLINK("http://x")\nb', '=1+1'];
    const csv = letterboxdCsv(
      {
        fields: ['Title'],
        rows: titles.map((Title) => ({ Title })),
        seriesLeftOut: 0,
      },
      Papa.unparse,
    );
    // Read back, every one of them is behind the guard, whole.
    expect(Papa.parse<string[]>(csv).data.slice(1, 6)).toEqual(titles.map((t) => [`'${t}`]));
  });
});
