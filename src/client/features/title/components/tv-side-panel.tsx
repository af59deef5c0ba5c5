import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { formatRating } from '@/client/lib/format';
import { imdbUrl } from '../utils/external-link';
import { regularSeasons } from '@/shared/catalog/seasons';
import { formatLongDate, formatRuntime, formatVotes, joinNames } from '../utils/title-formatters';
import { FactsPanel, type Fact } from './facts-panel';
import { OutboundLink } from './outbound-link';

/** Status, first air date, seasons, episodes, runtime, rating, networks and the IMDb link. */
export function TvSidePanel({ show }: { show: TvDetail }) {
  const imdb = imdbUrl(show.external_ids.imdb_id);
  const seasons = regularSeasons(show.seasons).length || show.number_of_seasons;
  const runtime = show.episode_run_time.find((minutes) => minutes > 0) ?? null;
  const rows: Fact[] = [
    ['Status', show.status || '–'],
    ['First Air Date', formatLongDate(show.first_air_date)],
    ['Seasons', String(seasons)],
    ['Episodes', String(show.number_of_episodes)],
    ['Runtime', runtime === null ? '–' : `${formatRuntime(runtime)} per episode`],
    ['Rating', `${formatRating(show.vote_average)} / 10 (${formatVotes(show.vote_count)})`],
    ['Networks', joinNames(show.networks.map((n) => n.name))],
  ];
  return (
    <FactsPanel headingId="series-info-heading" heading="Series Info" facts={rows}>
      {imdb && (
        <div className="mt-5">
          <OutboundLink href={imdb}>IMDb</OutboundLink>
        </div>
      )}
    </FactsPanel>
  );
}
