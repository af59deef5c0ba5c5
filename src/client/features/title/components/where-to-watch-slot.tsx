import { lazy, Suspense } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { useSoon } from '@/client/lib/use-soon';
import type { MediaType } from '@/shared/catalog/title-schemas';

const WhereToWatch = lazy(() =>
  import('./where-to-watch').then((module) => ({ default: module.WhereToWatch })),
);

/**
 * Where 'Where to watch' goes on a title page: TMDB mode only (the embedded catalogue has no
 * availability data), its code loaded after the page's first paint so hydration carries none of
 * it, its height held while it comes so nothing under it moves.
 */
export function WhereToWatchSlot({ media, id }: { media: MediaType; id: number }) {
  const soon = useSoon();
  if (clientConfig().catalog !== 'tmdb') return null;
  const reserved = <div aria-hidden="true" className="mt-8 min-h-56" />;
  if (!soon) return reserved;
  return (
    <Suspense fallback={reserved}>
      <WhereToWatch media={media} id={id} />
    </Suspense>
  );
}
