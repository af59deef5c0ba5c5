import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { formatMoney } from '@/client/lib/format';
import { COMPANY_LIMIT } from '../utils/movie-facts';
import {
  formatLongDate,
  formatPercentReturn,
  joinNames,
  percentReturn,
} from '../utils/title-formatters';
import { FactsPanel, type Fact } from './facts-panel';

/**
 * Release date, money, companies (up to 3), languages and status, as docs/product.md#movie-page
 * lists them.
 */
export function MovieDetailsPanel({ movie }: { movie: MovieDetail }) {
  const percent = percentReturn(movie.budget, movie.revenue);
  const rows: Fact[] = [
    ['Release Date', formatLongDate(movie.release_date)],
    ['Budget', formatMoney(movie.budget)],
    [
      'Box Office',
      percent === null
        ? formatMoney(movie.revenue)
        : `${formatMoney(movie.revenue)} (${formatPercentReturn(movie.budget, movie.revenue)} return)`,
      // Green for a film that earned back its budget, amber for one that did not.
      percent === null ? '' : percent >= 0 ? 'text-ok' : 'text-warn',
    ],
    [
      'Production',
      joinNames(
        movie.production_companies.map((c) => c.name),
        COMPANY_LIMIT,
      ),
    ],
    ['Languages', joinNames(movie.spoken_languages.map((l) => l.english_name))],
    ['Status', movie.status || '–'],
  ];
  return <FactsPanel headingId="details-heading" heading="Details" facts={rows} />;
}
