import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ApiError } from '@/client/lib/api-client';
import type { useTvSeason } from '../hooks/use-tv-season';
import type { WatchedMark } from '@/shared/library/watch-state-schemas';
import type { WatchTarget } from '@/client/library/rules/watched-rule';
import { watchedEpisodes } from '@/client/library/rules/season-watched';
import { QUICK_SEASON_LIMIT } from '../utils/tv-facts';
import { EpisodeList, EpisodeListSkeleton } from './episode-list';
import { SeasonButtons } from './season-buttons';
import { SeasonWatched } from '@/client/library/ui/season-watched';

/**
 * The season selector (only when there is more than one regular season) and the chosen season's
 * episodes, with their loading, empty and error states. This is the page's only second request.
 */
export function EpisodesSection({
  query: asked,
  seasons,
  season,
  episode,
  onSelectSeason,
  onSelectEpisode,
  onPlayEpisode,
  seriesId,
  marks,
  played,
}: {
  query: ReturnType<typeof useTvSeason>;
  seasons: readonly number[];
  season: number | null;
  /** The highlighted episode, or null when none of this season is. */
  episode: number | null;
  onSelectSeason: (season: number) => void;
  onSelectEpisode: (episode: number) => void;
  onPlayEpisode: (episode: number) => void;
  seriesId: number;
  marks: readonly WatchedMark[];
  played: { target: WatchTarget; percent: number } | null;
}) {
  const { t } = useLingui();
  // A season's episodes arrive after the page has hydrated (a long series has dozens, each with
  // its still and story): drawn at once, they were one long task (about 85 ms at 4x CPU on a
  // series page). Deferred, React draws them in slices and the page keeps answering; until
  // then the list shows what it showed.
  const query = useDeferredValue(asked);
  // A season the source does not know is an empty season, not a broken page.
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const episodes = missing ? [] : (query.data?.episodes ?? []);
  const showingOtherSeason = query.isPlaceholderData;
  const numbers = episodes.map((e) => e.episode_number);
  const watched =
    season === null ? new Set<number>() : watchedEpisodes(seriesId, season, numbers, marks, played);

  return (
    <section aria-labelledby="episodes-heading" className="mt-10">
      <h2 id="episodes-heading" className="label-caps mb-4 text-lg font-bold">
        {season === null ? (
          <Trans comment="Heading of the episode list">Episodes</Trans>
        ) : (
          <Trans comment="Heading of the episode list; {season} is the season's number">
            Episodes · Season {season}
          </Trans>
        )}
      </h2>
      {seasons.length > 1 && (
        <div className="mb-5">
          <SeasonButtons
            seasons={seasons}
            selected={season}
            onSelect={onSelectSeason}
            label={t({ message: 'Seasons', comment: 'Label of the group of season buttons' })}
          />
        </div>
      )}
      {season === null ? (
        <EmptyEpisodes season={null} quickSeasons={[]} onSelectSeason={onSelectSeason} />
      ) : query.isPending ? (
        <EpisodeListSkeleton />
      ) : query.isError && !missing ? (
        <EmptyState
          tone="error"
          compact
          title={t`Unable to load series data`}
          text={t`Check your connection and try again`}
          action={{
            label: t({ message: 'Retry', comment: 'Button: load again what failed' }),
            onClick: () => void query.refetch(),
          }}
        />
      ) : episodes.length === 0 ? (
        <EmptyEpisodes
          season={season}
          quickSeasons={seasons.filter((n) => n !== season).slice(0, QUICK_SEASON_LIMIT)}
          onSelectSeason={onSelectSeason}
        />
      ) : (
        <div
          aria-busy={showingOtherSeason}
          className={showingOtherSeason ? 'opacity-60 transition-opacity' : ''}
        >
          <SeasonWatched
            seriesId={seriesId}
            season={season}
            episodes={numbers}
            watched={watched.size}
          />
          <EpisodeList
            season={season}
            episodes={episodes}
            current={episode}
            watched={watched}
            partway={
              played && played.target.season === season && played.target.episode !== undefined
                ? { episode: played.target.episode, percent: played.percent }
                : null
            }
            onSelect={onSelectEpisode}
            onPlay={onPlayEpisode}
          />
        </div>
      )}
    </section>
  );
}

function EmptyEpisodes({
  season,
  quickSeasons,
  onSelectSeason,
}: {
  season: number | null;
  quickSeasons: readonly number[];
  onSelectSeason: (season: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center">
      {season !== null && (
        <p className="font-bold">
          <Trans>No episodes found for Season {season}</Trans>
        </p>
      )}
      {quickSeasons.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-text-dim">
            <Trans>Try selecting a different season below</Trans>
          </p>
          <div className="mt-4 flex justify-center">
            <SeasonButtons
              seasons={quickSeasons}
              selected={null}
              onSelect={onSelectSeason}
              label={t`Other seasons`}
            />
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-text-dim">
          <Trans>No episodes available for this season</Trans>
        </p>
      )}
    </div>
  );
}
