import { useLingui } from '@lingui/react/macro';
import { PosterCard } from '@/client/components/ui/poster-card';
import { paths } from '@/client/config/paths';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { episodeCode } from '../utils/calendar-days';
import { EpisodeLabelBadge } from './episode-badges';

/** An episode about to air, on the home row: poster, series, `S1E2` and its day. */
export function UpcomingCard({ episode, day }: { episode: CalendarEpisode; day: string }) {
  const { t } = useLingui();
  const name = episode.seriesName;
  const code = episodeCode(episode);
  return (
    <PosterCard
      to={paths.tv(episode.seriesId)}
      name={name}
      posterPath={episode.posterPath}
      label={t({
        message: `${name}, ${code}, ${day}`,
        comment: 'A home card of an episode about to air: series, episode like S1E2, its day',
      })}
      overlay={
        episode.label && (
          <span className="absolute top-2 left-2">
            <EpisodeLabelBadge label={episode.label} />
          </span>
        )
      }
    >
      <p className="truncate px-0.5 text-xs text-text-dim">
        <span className="mr-1 font-semibold text-text">{code}</span>
        {day}
      </p>
    </PosterCard>
  );
}
