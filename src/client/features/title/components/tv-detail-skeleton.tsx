import { Trans, useLingui } from '@lingui/react/macro';
import { CastStripSkeleton } from './cast-strip';
import { EpisodeListSkeleton } from './episode-list';
import { HeroSkeleton, skeletonBar } from './hero-skeleton';

/** The series page's loading state, laid out like the page so nothing jumps when data arrives. */
export function TvDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading series`}>
      <HeroSkeleton
        above={
          <div className="relative mx-auto max-w-7xl px-4 pt-4 sm:px-6">
            <div className={`h-9 w-24 ${skeletonBar}`} />
          </div>
        }
        textOffset="pt-[16vh] lg:pt-[24vh]"
        genres={4}
        actionWidths={['w-40', 'w-40', 'w-24']}
      >
        <div className={`h-3 w-20 ${skeletonBar}`} />
        <div className={`mt-2 h-10 w-2/3 ${skeletonBar}`} />
        <div className={`mt-3 h-4 w-1/3 ${skeletonBar}`} />
      </HeroSkeleton>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="mt-10">
          <div className={`mb-4 h-6 w-40 ${skeletonBar}`} />
          <EpisodeListSkeleton />
          <CastStripSkeleton />
        </div>
        <div className={`mt-10 h-96 ${skeletonBar}`} />
      </div>
      <span className="sr-only">
        <Trans>Loading series...</Trans>
      </span>
    </div>
  );
}
