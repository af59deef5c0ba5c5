import { Trans, useLingui } from '@lingui/react/macro';
import { TitleCardSkeleton } from '@/client/components/ui/title-card';
import { CastStripSkeleton } from './cast-strip';
import { HeroSkeleton, skeletonBar } from './hero-skeleton';

/** The movie page's loading state, laid out like the page so nothing jumps when data arrives. */
export function MovieDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading movie`}>
      <HeroSkeleton textOffset="pt-[22vh] lg:pt-[30vh]" genres={3} actionWidths={['w-32', 'w-40']}>
        <div className={`h-10 w-2/3 ${skeletonBar}`} />
        <div className={`mt-3 h-5 w-1/2 ${skeletonBar}`} />
        <div className={`mt-4 h-4 w-3/4 ${skeletonBar}`} />
      </HeroSkeleton>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_320px]">
        <div>
          <CastStripSkeleton />
        </div>
        <div className={`mt-10 h-80 ${skeletonBar}`} />
      </div>
      <div className="mx-auto mt-12 grid max-w-7xl grid-cols-2 gap-4 px-4 sm:grid-cols-3 sm:px-6 md:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <TitleCardSkeleton key={i} />
        ))}
      </div>
      <span className="sr-only">
        <Trans>Loading movie...</Trans>
      </span>
    </div>
  );
}
