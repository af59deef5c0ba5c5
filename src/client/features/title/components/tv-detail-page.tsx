import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/client/lib/api-client';
import { OfflineNote, isStaleAnswer } from '@/client/components/ui/offline-note';
import { paths } from '@/client/config/paths';
import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { useQuery } from '@tanstack/react-query';
import { tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { useTvSeason } from '../hooks/use-tv-season';
import { useBack } from '../hooks/use-back';
import { useAnswerRecovery } from '@/client/lib/use-answer-recovery';
import { useEpisodeSelection } from '../hooks/use-episode-selection';
import { useSeriesWatchState } from '../hooks/use-series-watch-state';
import { usePageTitle } from '../hooks/use-page-title';
import { useScrollTop } from '../hooks/use-scroll-top';
import { regularSeasons } from '@/shared/catalog/seasons';
import { resumeSummary } from '@/client/library/rules/resume-summary';
import { positiveInt } from '../utils/seasons';
import { CastStrip } from './cast-strip';
import { SeriesCreators } from './key-crew';
import { DetailColumns } from './detail-columns';
import { EpisodesSection } from './episodes-section';
import { isNotOnThisProfile } from '@/client/api/catalog/not-on-this-profile';
import { NotOnThisProfile, TitleUnavailable } from './title-unavailable';
import { TvDetailSkeleton } from './tv-detail-skeleton';
import { TvHero } from './tv-hero';
import { TvSidePanel } from './tv-side-panel';
import { WhereToWatchSlot } from './where-to-watch-slot';

/** `/tv/{id}`: the series detail (one request) plus the chosen season's episodes (a second). */
export function TvDetailPage({ idParam }: { idParam: string | undefined }) {
  const id = positiveInt(idParam);
  if (id === null) return <SeriesNotFound />;
  return <TvDetailLoader id={id} />;
}

function SeriesNotFound() {
  const { t } = useLingui();
  return (
    <TitleUnavailable
      heading={t`Series Not Found`}
      message={t`This series is not in the catalogue.`}
      backLabel={t`Back to TV Shows`}
      backTo={paths.tvShows}
    />
  );
}

function TvDetailLoader({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useQuery(tvDetailQueryOptions(id, useCatalogLanguage()));
  usePageTitle(query.data?.name ?? null);
  useScrollTop(id);
  const failed = query.isError && query.data === undefined;
  const { online, retry } = useAnswerRecovery(query.refetch, failed);
  if (query.isPending) return <TvDetailSkeleton />;
  // A failed refresh keeps the page it has (with the offline note); only a first failure replaces it.
  if (failed) {
    const error = query.error;
    if (isNotOnThisProfile(error))
      return <NotOnThisProfile backLabel={t`Back to TV Shows`} backTo={paths.tvShows} />;
    // 'Not found' only when the catalogue said so (a 404, or a 400 for an id it refuses).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <SeriesNotFound />;
    return (
      <TitleUnavailable
        heading={t`Unable to load series data`}
        message={t`Check your connection and try again`}
        backLabel={t`Back to TV Shows`}
        backTo={paths.tvShows}
        onRetry={retry}
      />
    );
  }
  const stale = isStaleAnswer({ online, refreshFailed: query.isError, answers: [query.data] });
  return (
    <>
      {stale && <OfflineNote what="details" className="mx-4 mt-2 sm:mx-6" />}
      <TvDetailView show={query.data} />
    </>
  );
}

function TvDetailView({ show }: { show: TvDetail }) {
  const seasonNumbers = regularSeasons(show.seasons).map((s) => s.season_number);
  const { marks, played, upNext, record } = useSeriesWatchState(show);
  const selection = useEpisodeSelection(seasonNumbers, upNext);
  const back = useBack(paths.tvShows);
  const { season } = selection;
  const seasonQuery = useTvSeason(show.id, season);
  // An episode the season does not have (an edited link) falls back to its first episode.
  const episodes = seasonQuery.isPlaceholderData ? undefined : seasonQuery.data?.episodes;
  const listed = (n: number) => !episodes || episodes.some((e) => e.episode_number === n);
  const firstListed = episodes?.[0]?.episode_number ?? 1;
  const episode =
    selection.episode === null
      ? null
      : episodes && episodes.length > 0 && !listed(selection.episode)
        ? firstListed
        : selection.episode;
  // WATCH opens Up Next unless the URL names an episode (docs/product.md#series-page), and the
  // list highlights that same episode whenever it is in the season shown.
  const watch =
    season === null ? null : (selection.upNext ?? { season, episode: episode ?? firstListed });

  // The resume line speaks of the episode WATCH opens only.
  const summary = resumeSummary(record);
  const resume =
    summary && watch && summary.episode === `S${watch.season}E${watch.episode}` ? summary : null;

  return (
    <article>
      <TvHero
        show={show}
        watch={watch}
        onBack={back}
        onWatch={() => watch && selection.play(watch.season, watch.episode)}
        resume={resume}
        onWatchFromStart={() => watch && selection.play(watch.season, watch.episode, true)}
      />
      <DetailColumns
        side={
          <>
            <TvSidePanel show={show} />
            <WhereToWatchSlot media="tv" id={show.id} />
          </>
        }
        className="pb-16"
      >
        <EpisodesSection
          query={seasonQuery}
          seasons={seasonNumbers}
          season={season}
          episode={episode}
          onSelectSeason={selection.selectSeason}
          onSelectEpisode={selection.selectEpisode}
          onPlayEpisode={(n) => season !== null && selection.play(season, n)}
          seriesId={show.id}
          marks={marks}
          played={played}
        />
        <CastStrip cast={show.credits.cast} />
        <SeriesCreators crew={show.credits.crew} />
      </DetailColumns>
    </article>
  );
}
