import type { RatingEntry } from '@/client/library/stores/ratings-store';
import type { VaultItem } from '@/client/library/stores/vault-store';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';

/**
 * The export in Letterboxd's own import format (docs/product.md#your-data): films only, since
 * Letterboxd has no series (a series' TMDB id would name some other film there). `tmdbID` only
 * when the catalogue is TMDB: the embedded catalogue's film ids are hashes of title and year.
 */
type LetterboxdRow = Partial<
  Record<'tmdbID' | 'Title' | 'Year' | 'WatchedDate' | 'Rating', string>
>;

export interface LetterboxdTable {
  fields: string[];
  rows: LetterboxdRow[];
  /** Series left out: Letterboxd has films only. */
  seriesLeftOut: number;
}

const yearOf = (date: unknown) =>
  typeof date === 'string' && /^\d{4}/.test(date) ? date.slice(0, 4) : '';

/** The day in the viewer's own calendar, as Letterboxd's diary dates are. */
function localDay(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Only the columns some row fills: an all-empty `tmdbID` column would only confuse a reader. */
function table(fields: (keyof LetterboxdRow)[], rows: LetterboxdRow[], seriesLeftOut: number) {
  return { fields: fields.filter((f) => rows.some((r) => r[f])), rows, seriesLeftOut };
}

/**
 * Watched films (WATCH HISTORY) with the day watched and your rating, then the films you rated
 * but never watched here, as Letterboxd reads a rating as a film seen. The year comes from the
 * entry, else from the same film in the vault.
 */
export function letterboxdWatched(
  history: readonly HistoryEntry[],
  ratings: readonly RatingEntry[],
  vault: readonly VaultItem[],
  realTmdbIds: boolean,
): LetterboxdTable {
  const rating = new Map(ratings.filter((r) => r.media_type === 'movie').map((r) => [r.id, r]));
  const saved = new Map(vault.filter((v) => v.type === 'movie').map((v) => [v.id, v]));
  const films = history.filter((h) => h.media_type === 'movie');
  const row = (id: number, title: string, year: string, watchedAt: number | null) => ({
    tmdbID: realTmdbIds ? String(id) : '',
    Title: title,
    Year: year || yearOf(saved.get(id)?.release_date),
    WatchedDate: watchedAt === null ? '' : localDay(watchedAt),
    Rating: rating.has(id) ? String(rating.get(id)!.rating) : '',
  });
  const rows = films.map((h) =>
    row(h.id, h.title ?? h.name ?? '', yearOf(h.release_date), h.watchedAt),
  );
  const watched = new Set(films.map((h) => h.id));
  for (const r of rating.values())
    if (!watched.has(r.id)) rows.push(row(r.id, r.title ?? '', '', null));
  const seriesLeftOut = new Set(
    [...history, ...ratings].filter((e) => e.media_type === 'tv').map((e) => e.id),
  ).size;
  return table(['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rating'], rows, seriesLeftOut);
}

/** The vault's films, as a Letterboxd watchlist. */
export function letterboxdWatchlist(
  vault: readonly VaultItem[],
  realTmdbIds: boolean,
): LetterboxdTable {
  const films = vault.filter((v) => v.type === 'movie');
  const rows = films.map((v) => ({
    tmdbID: realTmdbIds ? String(v.id) : '',
    Title: v.title ?? v.name ?? '',
    Year: yearOf(v.release_date),
  }));
  return table(['tmdbID', 'Title', 'Year'], rows, vault.length - films.length);
}
