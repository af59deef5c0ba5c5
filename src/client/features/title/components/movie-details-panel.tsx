import { useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { formatMoney } from '@/client/lib/format';
import { COMPANY_LIMIT } from '../utils/movie-facts';
import {
  formatLongDate,
  formatPercentReturn,
  joinNames,
  languageName,
  percentReturn,
} from '../utils/title-formatters';
import { statusText } from '../utils/title-status';
import { FactsPanel, type Fact } from './facts-panel';

/**
 * Release date, money, companies (up to 3), languages and status, as docs/product.md#movie-page
 * lists them.
 */
export function MovieDetailsPanel({ movie }: { movie: MovieDetail }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const percent = percentReturn(movie.budget, movie.revenue);
  const revenue = formatMoney(movie.revenue, locale);
  const gain = formatPercentReturn(movie.budget, movie.revenue, locale);
  const rows: Fact[] = [
    [
      t({ message: 'Release Date', comment: 'Fact label' }),
      formatLongDate(movie.release_date, locale),
    ],
    [
      t({ message: 'Budget', comment: 'Fact label: what the film cost' }),
      formatMoney(movie.budget, locale),
    ],
    [
      t({ message: 'Box Office', comment: 'Fact label: what the film earned in cinemas' }),
      percent === null
        ? revenue
        : t({
            message: `${revenue} (${gain} return)`,
            comment:
              'Box office: {revenue} is the amount earned, {gain} the return on the budget as a signed percent (+412%)',
          }),
      // Green for a film that earned back its budget, amber for one that did not.
      percent === null ? '' : percent >= 0 ? 'text-ok' : 'text-warn',
    ],
    [
      t({ message: 'Production', comment: 'Fact label: the production companies' }),
      joinNames(
        movie.production_companies.map((c) => c.name),
        COMPANY_LIMIT,
      ),
    ],
    [
      t({ message: 'Languages', comment: 'Fact label: the spoken languages' }),
      joinNames(movie.spoken_languages.map((l) => languageName(l, locale))),
    ],
    [
      t({ message: 'Status', comment: 'Fact label: released, in production…' }),
      statusText(movie.status, 'film', (status) => t(status)),
    ],
  ];
  return (
    <FactsPanel
      headingId="details-heading"
      heading={t({ message: 'Details', comment: "Heading of the film's facts panel" })}
      facts={rows}
    />
  );
}
