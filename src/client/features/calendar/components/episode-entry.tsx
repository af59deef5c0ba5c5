import { Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { PosterImage } from '@/client/components/ui/poster-image';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { SMALL_POSTER } from '@/shared/catalog/image-url';
import { episodeCode } from '../utils/calendar-days';
import { EpisodeLabelBadge, WatchedBadge } from './episode-badges';

/**
 * One episode of the calendar: its series (a link to the series page), `S1E2`, its title, its
 * day, its label and watched mark, and Play once it has aired.
 */
export function EpisodeEntry({
  episode,
  day,
  aired,
  watched,
}: {
  episode: CalendarEpisode;
  /** The air date, written in the page's language. */
  day: string;
  aired: boolean;
  watched: boolean;
}) {
  const { t } = useLingui();
  const code = episodeCode(episode);
  const name = episode.seriesName;
  const title =
    episode.title || t({ message: 'Untitled episode', comment: 'An episode with no title yet' });
  return (
    <li className="flex items-center gap-4 rounded-md border border-line bg-surface p-3">
      <div className="w-12 shrink-0 sm:w-14" aria-hidden="true">
        <PosterImage path={episode.posterPath} name={name} size={SMALL_POSTER} width={56} />
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={paths.tv(episode.seriesId)}
          className="block truncate font-semibold hover:underline"
        >
          {name}
        </Link>
        <p className="truncate text-sm">
          <span className="font-mono font-semibold">{code}</span>
          <span aria-hidden="true"> · </span>
          <span className="text-text-dim">{title}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-text-dim">
          <time dateTime={episode.airDate}>{day}</time>
          <EpisodeLabelBadge label={episode.label} />
          {watched && <WatchedBadge />}
        </div>
      </div>
      {aired && (
        <Link
          to={paths.watchTv(episode.seriesId, episode.season, episode.episode)}
          aria-label={t({
            message: `Play ${name} ${code}`,
            comment: '{name} is a series, {code} an episode like S1E2',
          })}
          className={`${buttonStyles.secondary} shrink-0 px-3`}
        >
          <Play aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">
            <Trans comment="Calendar: button that plays an episode that has aired">Play</Trans>
          </span>
        </Link>
      )}
    </li>
  );
}
