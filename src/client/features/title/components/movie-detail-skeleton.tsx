import { TitleCardSkeleton } from '@/client/components/ui/title-card';
import { CastStripSkeleton } from './cast-strip';

const bar = 'animate-pulse rounded bg-surface-2';

/** The movie page's loading state, laid out like the page so nothing jumps when data arrives. */
export function MovieDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading movie">
      <div className="relative">
        <div className="absolute inset-x-0 top-0 h-[60vh] max-h-[640px] min-h-[340px] bg-surface" />
        <div className="relative mx-auto flex max-w-7xl gap-8 px-4 pt-[22vh] pb-6 sm:px-6 lg:pt-[30vh]">
          <div className="hidden w-64 shrink-0 lg:block">
            <div className={`aspect-[2/3] w-full ${bar}`} />
          </div>
          <div className="flex-1 self-end">
            <div className={`h-10 w-2/3 ${bar}`} />
            <div className={`mt-3 h-5 w-1/2 ${bar}`} />
            <div className={`mt-4 h-4 w-3/4 ${bar}`} />
            <div className="mt-4 flex gap-2">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className={`h-6 w-20 rounded-full ${bar}`} />
              ))}
            </div>
            <div className={`mt-4 h-20 w-full max-w-3xl ${bar}`} />
            <div className="mt-6 flex gap-3">
              <div className={`h-10 w-32 ${bar}`} />
              <div className={`h-10 w-40 ${bar}`} />
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_320px]">
        <div>
          <CastStripSkeleton />
        </div>
        <div className={`mt-10 h-80 ${bar}`} />
      </div>
      <div className="mx-auto mt-12 grid max-w-7xl grid-cols-2 gap-4 px-4 sm:grid-cols-3 sm:px-6 md:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <TitleCardSkeleton key={i} />
        ))}
      </div>
      <span className="sr-only">Loading movie...</span>
    </div>
  );
}
