import type { MatchCandidate, MatchItem, MatchResult } from '@/shared/catalog/match-schemas';
import type { ImportRow } from './import-row';

/** One title to look for, with every row of the files that names it. */
export interface ImportTitle {
  key: string;
  item: MatchItem;
  rows: ImportRow[];
}

/**
 * Rows that name the same title (by id, else by title, year and type) are looked for once: a
 * Letterboxd ZIP names most films in three files, and the server is asked about each once.
 */
export function groupTitles(rows: ImportRow[]): ImportTitle[] {
  const byKey = new Map<string, ImportTitle>();
  for (const row of rows) {
    const key = row.imdbId
      ? `imdb:${row.imdbId}`
      : row.tmdbId !== undefined && row.type
        ? `tmdb:${row.type}:${row.tmdbId}`
        : `title:${row.type ?? ''}:${row.title.toLowerCase()}:${row.year ?? ''}`;
    const known = byKey.get(key);
    if (known) {
      known.rows.push(row);
      continue;
    }
    const item: MatchItem = { title: row.title };
    if (row.year !== undefined) item.year = row.year;
    if (row.imdbId) item.imdbId = row.imdbId;
    if (row.tmdbId !== undefined) item.tmdbId = row.tmdbId;
    if (row.type) item.type = row.type;
    byKey.set(key, { key, item, rows: [row] });
  }
  return [...byKey.values()];
}

export interface ImportPreview {
  matched: { title: ImportTitle; match: MatchCandidate }[];
  ambiguous: { title: ImportTitle; candidates: MatchCandidate[] }[];
  unmatched: ImportTitle[];
}

/** The preview: each title with the server's answer for it (in the same order). */
export function buildPreview(titles: ImportTitle[], results: MatchResult[]): ImportPreview {
  const preview: ImportPreview = { matched: [], ambiguous: [], unmatched: [] };
  titles.forEach((title, i) => {
    const result = results[i];
    if (result?.status === 'matched') preview.matched.push({ title, match: result.match });
    else if (result?.status === 'ambiguous')
      preview.ambiguous.push({ title, candidates: result.candidates });
    else preview.unmatched.push(title);
  });
  return preview;
}

/** How a title is named in the preview: 'Hamlet (1996)', or 'Hamlet' without a year. */
export const describeTitle = (t: { title: string; year?: number | null }) =>
  t.year ? `${t.title} (${t.year})` : t.title;
