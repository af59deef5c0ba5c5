import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { PosterCard } from '@/client/components/ui/poster-card';
import { formatDuration } from '@/client/lib/format';
import { titlePath } from '@/client/config/paths';
import type { ContinueItem } from '../utils/continue-watching';

/** Where a card leads: the title page resuming, or the player at the Up Next episode. */
function cardHref(item: ContinueItem) {
  const path = titlePath(item.type, item.id);
  return item.upNext
    ? `${path}?play=1&season=${item.season}&episode=${item.episode}`
    : `${path}?resume=1`;
}

/**
 * A title to resume (poster, progress bar, percent and time left) or a series' next episode
 * ('Up next S{season}E{episode}'), with its 'Remove from Continue Watching' button. The button
 * sits beside the link, always visible (touch screens have no hover); `buttonTabIndex` keeps it
 * in the Tab order only for the row's current card, as the row's links are.
 */
export function ContinueCard({
  item,
  onRemove,
  buttonTabIndex,
}: {
  item: ContinueItem;
  onRemove: (item: ContinueItem) => void;
  buttonTabIndex: 0 | -1;
}) {
  const { t, i18n } = useLingui();
  const name = item.title;
  const episode =
    item.type === 'tv' && item.season && item.episode ? `S${item.season}E${item.episode}` : null;
  const timeLeft = item.secondsLeft === null ? null : formatDuration(item.secondsLeft, i18n);
  const left = timeLeft
    ? ` · ${t({ message: `${timeLeft} left`, comment: 'Time left to watch, e.g. "1h 20m left"' })}`
    : '';
  return (
    <div className="relative">
      <PosterCard
        to={cardHref(item)}
        name={name}
        posterPath={item.posterPath}
        overlay={
          !item.upNext && (
            <div className="absolute inset-x-0 bottom-0 h-1 bg-bg/80">
              <div className="h-full bg-accent" style={{ width: `${item.percent}%` }} />
            </div>
          )
        }
      >
        <p className="px-0.5 text-xs text-text-dim">
          {item.upNext ? (
            <span className="text-text">
              <Trans comment="The series' next episode to watch; {episode} is like S2E5">
                Up next {episode}
              </Trans>
            </span>
          ) : (
            <>
              {episode && <span className="mr-1 text-text">{episode}</span>}
              {item.percent}%{left}
            </>
          )}
        </p>
      </PosterCard>
      <button
        type="button"
        aria-label={t({
          message: `Remove ${name} from Continue Watching`,
          comment: '{name} is a film or series name; Continue Watching is the home row',
        })}
        title={t`Remove from Continue Watching`}
        tabIndex={buttonTabIndex}
        onClick={() => onRemove(item)}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full border border-line bg-bg/85 text-text transition hover:border-accent hover:text-accent"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
