import { useLingui } from '@lingui/react/macro';
import { FallbackImage, NoImage } from '@/client/components/ui/fallback-image';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { SAVED_POSTER, imageUrl } from '@/shared/catalog/image-url';
import { episodeCode } from '../utils/calendar-days';
import { EpisodeLabelBadge } from './episode-badges';

/** An episode about to air, on the home row: poster, series, `S1E2` and its day. */
export function UpcomingCard({ episode, day }: { episode: CalendarEpisode; day: string }) {
  const { t } = useLingui();
  const name = episode.seriesName;
  const code = episodeCode(episode);
  return (
    <Link
      to={paths.tv(episode.seriesId)}
      aria-label={t({
        message: `${name}, ${code}, ${day}`,
        comment: 'A home card of an episode about to air: series, episode like S1E2, its day',
      })}
      className="group block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
    >
      <div className="relative aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 transition group-hover:border-accent group-hover:shadow-[var(--shadow-glow)] group-focus-visible:border-accent">
        <FallbackImage
          src={imageUrl(episode.posterPath, 'poster', SAVED_POSTER)}
          alt={t({ message: `Poster of ${name}`, comment: '{name} is a film or series name' })}
          width={300}
          height={450}
          fallback={<NoImage iconClass="size-8" />}
        />
        {episode.label && (
          <span className="absolute top-2 left-2">
            <EpisodeLabelBadge label={episode.label} />
          </span>
        )}
      </div>
      <p className="mt-2 truncate px-0.5 text-sm font-semibold text-text" title={name}>
        {name}
      </p>
      <p className="truncate px-0.5 text-xs text-text-dim">
        <span className="mr-1 font-semibold text-text">{code}</span>
        {day}
      </p>
    </Link>
  );
}
