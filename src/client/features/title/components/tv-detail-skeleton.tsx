import { CastStripSkeleton } from './cast-strip';
import { EpisodeListSkeleton } from './episode-list';

const bar = 'animate-pulse rounded bg-surface-2';

/** The series page's loading state, laid out like the page so nothing jumps when data arrives. */
export function TvDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading series">
      <div className="relative">
        <div className="absolute inset-x-0 top-0 h-[60vh] max-h-[640px] min-h-[340px] bg-surface" />
        <div className="relative mx-auto max-w-7xl px-4 pt-4 sm:px-6">
          <div className={`h-9 w-24 ${bar}`} />
        </div>
        <div className="relative mx-auto flex max-w-7xl gap-8 px-4 pt-[16vh] pb-6 sm:px-6 lg:pt-[24vh]">
          <div className="hidden w-64 shrink-0 lg:block">
            <div className={`aspect-[2/3] w-full ${bar}`} />
          </div>
          <div className="flex-1 self-end">
            <div className={`h-3 w-20 ${bar}`} />
            <div className={`mt-2 h-10 w-2/3 ${bar}`} />
            <div className={`mt-3 h-4 w-1/3 ${bar}`} />
            <div className="mt-4 flex gap-2">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className={`h-6 w-20 rounded-full ${bar}`} />
              ))}
            </div>
            <div className={`mt-4 h-20 w-full max-w-3xl ${bar}`} />
            <div className="mt-6 flex gap-3">
              <div className={`h-10 w-40 ${bar}`} />
              <div className={`h-10 w-40 ${bar}`} />
              <div className={`h-10 w-24 ${bar}`} />
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="mt-10">
          <div className={`mb-4 h-6 w-40 ${bar}`} />
          <EpisodeListSkeleton />
          <CastStripSkeleton />
        </div>
        <div className={`mt-10 h-96 ${bar}`} />
      </div>
      <span className="sr-only">Loading series...</span>
    </div>
  );
}
