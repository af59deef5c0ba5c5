import { Check, ImageOff } from 'lucide-react';
import { FallbackImage } from '@/client/components/ui/fallback-image';
import { EPISODE_STILL, imageUrl } from '@/shared/catalog/image-url';
import type { Episode } from '@/shared/catalog/detail-schemas';
import { formatRating } from '@/client/lib/format';
import { formatLongDate, formatRuntime } from '../utils/title-formatters';

/**
 * The chosen season's episodes, the watched ones marked; pressing one makes it the current
 * episode.
 */
export function EpisodeList({
  episodes,
  current,
  watched,
  onSelect,
}: {
  episodes: readonly Episode[];
  current: number;
  watched: ReadonlySet<number>;
  onSelect: (episode: number) => void;
}) {
  return (
    <ol aria-label="Episodes" className="space-y-3">
      {episodes.map((episode) => (
        <li key={episode.id}>
          <EpisodeItem
            episode={episode}
            active={episode.episode_number === current}
            watched={watched.has(episode.episode_number)}
            onSelect={() => onSelect(episode.episode_number)}
          />
        </li>
      ))}
    </ol>
  );
}

function EpisodeItem({
  episode,
  active,
  watched,
  onSelect,
}: {
  episode: Episode;
  active: boolean;
  watched: boolean;
  onSelect: () => void;
}) {
  const src = imageUrl(episode.still_path, 'still', EPISODE_STILL);
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onSelect}
      className={`flex w-full gap-4 rounded-[var(--radius-card)] border p-3 text-left transition ${
        active
          ? 'border-accent bg-accent-soft/20 shadow-[var(--shadow-glow)]'
          : 'border-line bg-surface hover:border-accent'
      }`}
    >
      <div className="h-[90px] w-40 shrink-0 overflow-hidden rounded bg-surface-2">
        <FallbackImage
          src={src}
          alt={`Still from ${episode.name}`}
          width={160}
          height={90}
          fallback={
            <div className="flex size-full items-center justify-center text-text-dim">
              <ImageOff aria-hidden="true" className="size-6" />
            </div>
          }
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span className="text-text-dim">E{episode.episode_number}</span> {episode.name}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-text-dim">
          <span>{formatLongDate(episode.air_date)}</span>
          {episode.runtime ? <span>{formatRuntime(episode.runtime)}</span> : null}
          {episode.vote_average > 0 && <span>★ {formatRating(episode.vote_average)}</span>}
          {watched && (
            <span className="inline-flex items-center gap-1 font-bold text-ok">
              <Check aria-hidden="true" className="size-3.5" />
              Watched
            </span>
          )}
        </p>
        {episode.overview && (
          <p className="mt-1 line-clamp-2 text-sm text-text-dim">{episode.overview}</p>
        )}
      </div>
    </button>
  );
}

/** Five placeholder rows the size of episode items, while a season loads. */
export function EpisodeListSkeleton() {
  return (
    <div role="status" aria-label="Loading episodes" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <div
          key={i}
          className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-3"
        >
          <div className="h-[90px] w-40 shrink-0 animate-pulse rounded bg-surface-2" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-3/4 animate-pulse rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}
