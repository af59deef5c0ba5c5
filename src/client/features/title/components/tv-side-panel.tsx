import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { formatRating } from '@/client/lib/format';
import { imdbUrl } from '../utils/external-link';
import { regularSeasons } from '@/shared/catalog/seasons';
import { formatLongDate, formatRuntime, formatVotes, joinNames } from '../utils/title-formatters';
import { OutboundLink } from './outbound-link';

/** Status, first air date, seasons, episodes, runtime, rating, networks and the IMDb link. */
export function TvSidePanel({ show }: { show: TvDetail }) {
  const imdb = imdbUrl(show.external_ids.imdb_id);
  const seasons = regularSeasons(show.seasons).length || show.number_of_seasons;
  const runtime = show.episode_run_time.find((minutes) => minutes > 0) ?? null;
  const rows: [string, string][] = [
    ['Status', show.status || '–'],
    ['First Air Date', formatLongDate(show.first_air_date)],
    ['Seasons', String(seasons)],
    ['Episodes', String(show.number_of_episodes)],
    ['Runtime', runtime === null ? '–' : `${formatRuntime(runtime)} per episode`],
    ['Rating', `${formatRating(show.vote_average)} / 10 (${formatVotes(show.vote_count)})`],
    ['Networks', joinNames(show.networks.map((n) => n.name))],
  ];
  return (
    <aside
      aria-labelledby="series-info-heading"
      className="h-fit rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <h2 id="series-info-heading" className="label-caps mb-4 text-lg font-bold">
        Series Info
      </h2>
      <dl className="space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="label-caps text-xs text-text-dim">{label}</dt>
            <dd className="mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
      {imdb && (
        <div className="mt-5">
          <OutboundLink href={imdb}>IMDb</OutboundLink>
        </div>
      )}
    </aside>
  );
}
