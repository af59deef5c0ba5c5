import type { ReactNode } from 'react';

export const skeletonBar = 'animate-pulse rounded bg-surface-2';

/**
 * The placeholder of a title hero, laid out like MovieHero and TvHero so nothing jumps when the
 * data arrives: the backdrop box, the poster column, and beside it the title lines (children),
 * the genre chips, the synopsis and one bar per action button.
 */
export function HeroSkeleton({
  above,
  textOffset,
  genres,
  actionWidths,
  children,
}: {
  /** What sits over the backdrop above the poster row (the series page's Back button). */
  above?: ReactNode;
  /** The top padding classes of the poster row, the hero's own. */
  textOffset: string;
  genres: number;
  /** A width class per action button, in order. */
  actionWidths: string[];
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-0 h-[60vh] max-h-[640px] min-h-[340px] bg-surface" />
      {above}
      <div className={`relative mx-auto flex max-w-7xl gap-8 px-4 pb-6 sm:px-6 ${textOffset}`}>
        <div className="hidden w-64 shrink-0 lg:block">
          <div className={`aspect-[2/3] w-full ${skeletonBar}`} />
        </div>
        <div className="flex-1 self-end">
          {children}
          <div className="mt-4 flex gap-2">
            {Array.from({ length: genres }, (_, i) => (
              <div key={i} className={`h-6 w-20 rounded-full ${skeletonBar}`} />
            ))}
          </div>
          <div className={`mt-4 h-20 w-full max-w-3xl ${skeletonBar}`} />
          <div className="mt-6 flex gap-3">
            {actionWidths.map((width, i) => (
              <div key={i} className={`h-10 ${width} ${skeletonBar}`} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
