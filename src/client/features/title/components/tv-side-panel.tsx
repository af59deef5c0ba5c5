import { useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { formatRating } from '@/client/lib/format';
import { imdbUrl } from '../utils/external-link';
import { regularSeasons } from '@/shared/catalog/seasons';
import { formatLongDate, formatRuntime, formatVotes, joinNames } from '../utils/title-formatters';
import { statusText } from '../utils/title-status';
import { FactsPanel, type Fact } from './facts-panel';
import { OutboundLink } from './outbound-link';

/** Status, first air date, seasons, episodes, runtime, rating, networks and the IMDb link. */
export function TvSidePanel({ show }: { show: TvDetail }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const imdb = imdbUrl(show.external_ids.imdb_id);
  const seasons = regularSeasons(show.seasons).length || show.number_of_seasons;
  const runtime = show.episode_run_time.find((minutes) => minutes > 0) ?? null;
  const duration = runtime === null ? null : formatRuntime(runtime, i18n);
  const rating = formatRating(show.vote_average, locale);
  const votes = formatVotes(show.vote_count, locale, i18n);
  const rows: Fact[] = [
    [
      t({ message: 'Status', comment: 'Fact label: released, in production…' }),
      statusText(show.status, 'series', (status) => t(status)),
    ],
    [
      t({ message: 'First Air Date', comment: 'Fact label' }),
      formatLongDate(show.first_air_date, locale),
    ],
    [t({ message: 'Seasons', comment: 'Fact label: how many seasons' }), String(seasons)],
    [
      t({ message: 'Episodes', comment: 'Fact label: how many episodes' }),
      String(show.number_of_episodes),
    ],
    [
      t({ message: 'Runtime', comment: 'Fact label: the length of an episode' }),
      duration === null
        ? '–'
        : t({ message: `${duration} per episode`, comment: '{duration} is a duration (45m)' }),
    ],
    [
      t({ message: 'Rating', comment: 'Fact label: the average rating' }),
      t({
        message: `${rating} / 10 (${votes})`,
        comment: '{rating} is the average rating (7.5), {votes} how many rated it (1,234 votes)',
      }),
    ],
    [
      t({ message: 'Networks', comment: 'Fact label: the TV networks' }),
      joinNames(show.networks.map((n) => n.name)),
    ],
  ];
  return (
    <FactsPanel
      headingId="series-info-heading"
      heading={t({ message: 'Series Info', comment: "Heading of the series' facts panel" })}
      facts={rows}
    >
      {imdb && (
        <div className="mt-5">
          <OutboundLink href={imdb}>IMDb</OutboundLink>
        </div>
      )}
    </FactsPanel>
  );
}
