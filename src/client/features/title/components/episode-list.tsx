import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ImageOff, Play } from 'lucide-react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { FallbackImage } from '@/client/components/ui/fallback-image';
import { EPISODE_STILL, imageUrl } from '@/shared/catalog/image-url';
import type { Episode } from '@/shared/catalog/detail-schemas';
import { formatPercent, formatRating } from '@/client/lib/format';
import { formatLongDate, formatRuntime } from '../utils/title-formatters';

/**
 * The chosen season's episodes, the watched ones marked and the one left part-way with its
 * progress bar. Pressing a row makes it the current episode (the spec's behaviour); its ▶ over
 * the still opens the player at that episode.
 */
export function EpisodeList({
  season,
  episodes,
  current,
  watched,
  partway,
  onSelect,
  onPlay,
}: {
  season: number;
  episodes: readonly Episode[];
  current: number | null;
  watched: ReadonlySet<number>;
  /** The episode the series' progress record stopped in, below 90 %. */
  partway: { episode: number; percent: number } | null;
  onSelect: (episode: number) => void;
  onPlay: (episode: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ol
      aria-label={t({ message: 'Episodes', comment: 'The list of episodes of a season' })}
      className="space-y-3"
      data-nav="grid"
    >
      {episodes.map((episode) => {
        const number = episode.episode_number;
        const name = episode.name;
        return (
          <li key={episode.id} className="relative">
            <EpisodeItem
              episode={episode}
              active={episode.episode_number === current}
              watched={watched.has(episode.episode_number)}
              percent={
                partway?.episode === episode.episode_number && !watched.has(episode.episode_number)
                  ? partway.percent
                  : null
              }
              onSelect={() => onSelect(episode.episode_number)}
            />
            {/* A sibling of the row, not inside it: a button may not hold another button. It sits
              over the row's still, so the picture itself is the play affordance. */}
            <button
              type="button"
              aria-label={t({
                message: `Play S${season}E${number} ${name}`,
                comment:
                  "Button over an episode's picture; S{season}E{number} is the short code of season and episode (S1E5), {name} the episode's name",
              })}
              onClick={() => onPlay(episode.episode_number)}
              className="group absolute top-3 left-3 flex h-[90px] w-40 items-center justify-center rounded focus-visible:outline-accent"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-bg/75 text-text ring-1 ring-white/40 transition group-hover:bg-accent group-hover:text-bg">
                <Play aria-hidden="true" className="size-5 fill-current" />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function EpisodeItem({
  episode,
  active,
  watched,
  percent,
  onSelect,
}: {
  episode: Episode;
  active: boolean;
  watched: boolean;
  percent: number | null;
  onSelect: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const src = imageUrl(episode.still_path, 'still', EPISODE_STILL);
  const name = episode.name;
  const number = episode.episode_number;
  const rounded = percent === null ? null : Math.round(percent);
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
          alt={t({ message: `Still from ${name}`, comment: "{name} is an episode's name" })}
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
          <Trans comment="An episode: its number, short (E5), and its name">
            <span className="text-text-dim">E{number}</span> {name}
          </Trans>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-text-dim">
          <span>{formatLongDate(episode.air_date, locale)}</span>
          {episode.runtime ? <span>{formatRuntime(episode.runtime, i18n)}</span> : null}
          {episode.vote_average > 0 && <span>★ {formatRating(episode.vote_average, locale)}</span>}
          {watched && (
            <span className="inline-flex items-center gap-1 font-bold text-ok">
              <Check aria-hidden="true" className="size-3.5" />
              <Trans comment="Mark on an episode already seen">Watched</Trans>
            </span>
          )}
        </p>
        {episode.overview && (
          <p className="mt-1 line-clamp-2 text-sm text-text-dim">{episode.overview}</p>
        )}
        {rounded !== null && rounded > 0 && (
          <span className="mt-2 flex items-center gap-2 text-xs text-text-dim">
            <ProgressBar
              percent={rounded}
              label={t({
                message: `Progress of E${number}`,
                comment: 'E{number} is the short code of an episode (E5)',
              })}
            />
            {formatPercent(rounded, locale)}
          </span>
        )}
      </div>
    </button>
  );
}

/** Five placeholder rows the size of episode items, while a season loads. */
export function EpisodeListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading episodes`} className="space-y-3">
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
