import { lazy, Suspense } from 'react';
import { RowSection, RowSkeleton } from '@/client/components/ui/content-row';
import { RowScroller, rowCardWidth } from '@/client/components/ui/row-scroller';
import { useContinueWatching } from '../hooks/use-continue-watching';
import { scrollStep } from '../utils/scroll-step';

const ContinueCard = lazy(() =>
  import('./continue-card').then((m) => ({ default: m.ContinueCard })),
);

/**
 * The continue-watching row: titles the viewer stopped between 0 and 90 percent, newest first.
 * Hidden when there is nothing to resume.
 */
export function ContinueWatchingRow() {
  const items = useContinueWatching();
  if (items?.length === 0) return null;
  return (
    <RowSection title="Continue watching">
      {items === null ? (
        <RowSkeleton label="Loading continue watching" />
      ) : (
        <Suspense fallback={<RowSkeleton label="Loading continue watching" />}>
          <RowScroller label="Continue watching" step={scrollStep}>
            {items.map((item) => (
              <li key={item.key} className={rowCardWidth}>
                <ContinueCard item={item} />
              </li>
            ))}
          </RowScroller>
        </Suspense>
      )}
    </RowSection>
  );
}
