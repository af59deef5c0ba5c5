import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '@/client/lib/router/router';
import { ApiError } from '@/client/lib/api-client';
import { OfflineNote, isStaleAnswer } from '@/client/components/ui/offline-note';
import { useSoon } from '@/client/lib/use-soon';
import { paths } from '@/client/config/paths';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { useQuery } from '@tanstack/react-query';
import { movieDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { usePageTitle } from '../hooks/use-page-title';
import { useAnswerRecovery } from '@/client/lib/use-answer-recovery';
import { useScrollTop } from '../hooks/use-scroll-top';
import { positiveInt } from '../utils/seasons';
import { CastStrip } from './cast-strip';
import { DetailColumns } from './detail-columns';
import { KeyCrew } from './key-crew';
import { MoreLikeThis } from './more-like-this';
import { MovieActions } from './movie-actions';
import { MovieDetailSkeleton } from './movie-detail-skeleton';
import { MovieDetailsPanel } from './movie-details-panel';
import { MovieHero } from './movie-hero';
import { isNotOnThisProfile } from '@/client/api/catalog/not-on-this-profile';
import { NotOnThisProfile, TitleUnavailable } from './title-unavailable';
import { WhereToWatchSlot } from './where-to-watch-slot';

/** The catalogue has no such title: a 404, or a 400 for an id it refuses. Others may pass. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** `/movie/{id}`: one request for the whole page (detail, credits, videos, recommendations). */
export function MovieDetailPage({ idParam }: { idParam: string | undefined }) {
  const id = positiveInt(idParam);
  if (id === null) return <MovieNotFound />;
  return <MovieDetailView id={id} />;
}

function MovieNotFound({ onRetry, offline = false }: { onRetry?: () => void; offline?: boolean }) {
  const { t } = useLingui();
  return (
    <TitleUnavailable
      // 'Not found' only when the catalogue said so; a failure says what failed.
      heading={
        !onRetry
          ? t`Movie Not Found`
          : offline
            ? t`You are offline`
            : t`The catalogue did not answer`
      }
      message={
        onRetry
          ? t`The movie could not be loaded right now. Check your connection and try again.`
          : t`This movie is not in the catalogue.`
      }
      backLabel={t`Back to Movies`}
      backTo={paths.movies}
      onRetry={onRetry}
    />
  );
}

function MovieDetailView({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useQuery(movieDetailQueryOptions(id, useCatalogLanguage()));
  const [, setSearchParams] = useSearchParams();
  usePageTitle(query.data?.title ?? null);
  useScrollTop(id);

  const failed = query.isError && query.data === undefined;
  const { online, retry } = useAnswerRecovery(query.refetch, failed);
  if (query.isPending) return <MovieDetailSkeleton />;
  // A failed refresh keeps the page it has (with the offline note); only a first failure replaces it.
  if (failed) {
    if (isNotOnThisProfile(query.error))
      return <NotOnThisProfile backLabel={t`Back to Movies`} backTo={paths.movies} />;
    return isNotFound(query.error) ? (
      <MovieNotFound />
    ) : (
      <MovieNotFound onRetry={retry} offline={!online} />
    );
  }

  const movie = query.data;
  // The player (its own issue) renders its overlay from these URL parameters.
  const play = () => setSearchParams({ play: '1' });
  const playFromStart = () => setSearchParams({ play: '1', from: 'start' });

  const stale = isStaleAnswer({ online, refreshFailed: query.isError, answers: [movie] });
  return (
    <article>
      {stale && <OfflineNote what="details" className="mx-4 mt-2 sm:mx-6" />}
      <MovieHero movie={movie}>
        <MovieActions movie={movie} onPlay={play} onPlayFromStart={playFromStart} />
      </MovieHero>
      <BelowTheHero movie={movie} />
    </article>
  );
}

/** Cast, crew, facts and similar films: rendered just after the hero, so the hero paints first. */
function BelowTheHero({ movie }: { movie: MovieDetail }) {
  if (!useSoon()) return null;
  return (
    <>
      <DetailColumns
        side={
          <>
            <MovieDetailsPanel movie={movie} />
            <WhereToWatchSlot media="movie" id={movie.id} />
          </>
        }
      >
        <CastStrip cast={movie.credits.cast} />
        <KeyCrew crew={movie.credits.crew} />
      </DetailColumns>
      <MoreLikeThis movies={movie.recommendations.results} />
    </>
  );
}
