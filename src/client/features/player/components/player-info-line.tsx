import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { formatRating } from '@/client/lib/format';
import type { PlayerTitle } from '../hooks/use-player-title';

/** Below the video: title, season and episode, rating and year. */
export function PlayerInfoLine(props: {
  title: PlayerTitle | null;
  season?: number;
  episode?: number;
}) {
  const { title } = props;
  const locale = useFormatLocale();
  const { season, episode } = props;
  if (!title)
    return <div className="h-7 w-1/2 animate-pulse rounded bg-surface-2" aria-hidden="true" />;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      <p className="text-base font-bold text-text">{title.title}</p>
      {title.type === 'tv' && (
        <p className="label-caps text-accent">
          <Trans comment="Season and episode numbers, short (S1 E5)">
            S{season} E{episode}
          </Trans>
        </p>
      )}
      <p className="flex items-center gap-1 text-text-dim">
        <Star aria-hidden="true" className="size-4 fill-warn text-warn" />
        <span>
          <span className="sr-only">
            <Trans comment="Read before the rating's number (7.5), with a space after">
              Rating
            </Trans>{' '}
          </span>
          {formatRating(title.vote_average, locale)}
        </span>
      </p>
      {title.year && <p className="text-text-dim">{title.year}</p>}
    </div>
  );
}
