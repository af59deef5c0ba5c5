import { saveFile } from '@/client/lib/save-file';
import { clientConfig } from '@/client/config/client-config';
import { readRatings } from '@/client/library/stores/ratings-store';
import { readVault } from '@/client/library/stores/vault-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { letterboxdCsv } from './letterboxd-csv';
import { letterboxdWatched, letterboxdWatchlist } from './letterboxd-export';

export type LetterboxdKind = 'watched' | 'watchlist';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Builds and downloads one Letterboxd file (docs/product.md#your-data) and says what happened.
 * papaparse loads here, on the click, never with the page.
 */
export async function downloadLetterboxd(kind: LetterboxdKind, now = new Date()): Promise<string> {
  const realTmdbIds = clientConfig().catalog === 'tmdb';
  const table =
    kind === 'watched'
      ? letterboxdWatched(readHistory(), readRatings(), readVault(), realTmdbIds)
      : letterboxdWatchlist(readVault(), realTmdbIds);
  const leftOut =
    table.seriesLeftOut > 0
      ? ` ${plural(table.seriesLeftOut, 'series', 'series')} left out: Letterboxd has films only.`
      : '';
  if (table.rows.length === 0)
    return `${kind === 'watched' ? 'No watched or rated films to export yet.' : 'No films in your vault to export yet.'}${leftOut}`;
  const { default: Papa } = await import('papaparse');
  const csv = letterboxdCsv(table, Papa.unparse);
  saveFile(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `nexus-letterboxd-${kind}-${now.toISOString().slice(0, 10)}.csv`,
  );
  return `Your Letterboxd ${kind} file is downloading: ${plural(table.rows.length, 'film', 'films')}.${leftOut}`;
}
