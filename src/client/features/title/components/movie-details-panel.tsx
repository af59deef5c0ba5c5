import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { formatMoney } from '@/client/lib/format';
import { COMPANY_LIMIT } from '../utils/movie-facts';
import {
  formatLongDate,
  formatPercentReturn,
  joinNames,
  percentReturn,
} from '../utils/title-formatters';

/**
 * Release date, money, companies (up to 3), languages and status, as docs/product.md#movie-page
 * lists them.
 */
export function MovieDetailsPanel({ movie }: { movie: MovieDetail }) {
  const percent = percentReturn(movie.budget, movie.revenue);
  const rows: [string, string][] = [
    ['Release Date', formatLongDate(movie.release_date)],
    ['Budget', formatMoney(movie.budget)],
    [
      'Box Office',
      percent === null
        ? formatMoney(movie.revenue)
        : `${formatMoney(movie.revenue)} (${formatPercentReturn(movie.budget, movie.revenue)} return)`,
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
  return (
    <aside
      aria-labelledby="details-heading"
      className="h-fit rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <h2 id="details-heading" className="label-caps mb-4 text-lg font-bold">
        Details
      </h2>
      <dl className="space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="label-caps text-xs text-text-dim">{label}</dt>
            <dd
              className={`mt-0.5 ${label === 'Box Office' && percent !== null ? (percent >= 0 ? 'text-ok' : 'text-warn') : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
