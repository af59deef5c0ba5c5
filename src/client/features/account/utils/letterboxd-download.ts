import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';
import { saveFile } from '@/client/lib/save-file';
import { clientConfig } from '@/client/config/client-config';
import { readRatings } from '@/client/library/stores/ratings-store';
import { readVault } from '@/client/library/stores/vault-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { letterboxdCsv } from './letterboxd-csv';
import { letterboxdWatched, letterboxdWatchlist } from './letterboxd-export';

export type LetterboxdKind = 'watched' | 'watchlist';

/**
 * Builds and downloads one Letterboxd file (docs/product.md#your-data) and says what happened.
 * papaparse loads here, on the click, never with the page. Called from a click: the page's
 * translator by default.
 */
export async function downloadLetterboxd(
  kind: LetterboxdKind,
  now = new Date(),
  i18n: I18n = pageI18n,
): Promise<string> {
  const realTmdbIds = clientConfig().catalog === 'tmdb';
  const table =
    kind === 'watched'
      ? letterboxdWatched(readHistory(), readRatings(), readVault(), realTmdbIds)
      : letterboxdWatchlist(readVault(), realTmdbIds);
  const series = table.seriesLeftOut;
  const leftOut =
    series > 0
      ? ` ${i18n._(
          msg`${plural(series, {
            one: '# series left out: Letterboxd has films only.',
            other: '# series left out: Letterboxd has films only.',
          })}`,
        )}`
      : '';
  if (table.rows.length === 0)
    return `${
      kind === 'watched'
        ? i18n._(msg`No watched or rated films to export yet.`)
        : i18n._(msg`No films in your vault to export yet.`)
    }${leftOut}`;
  const { default: Papa } = await import('papaparse');
  const csv = letterboxdCsv(table, Papa.unparse);
  saveFile(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `nexus-letterboxd-${kind}-${now.toISOString().slice(0, 10)}.csv`,
  );
  const films = table.rows.length;
  const downloading =
    kind === 'watched'
      ? i18n._(
          msg`Your Letterboxd watched file is downloading: ${plural(films, { one: '# film', other: '# films' })}.`,
        )
      : i18n._(
          msg`Your Letterboxd watchlist file is downloading: ${plural(films, { one: '# film', other: '# films' })}.`,
        );
  return `${downloading}${leftOut}`;
}
