import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { RowSection, RowSkeleton } from '@/client/components/ui/content-row';
import { useContinueWatching } from '../hooks/use-continue-watching';
import { CONTINUE_WATCHING } from '../utils/continue-watching';

// The cards, Up Next and removal load after the first paint: the row is rarely above the fold
// on a first visit.
const ContinueWatchingList = lazy(() =>
  import('./continue-watching-list').then((m) => ({ default: m.ContinueWatchingList })),
);

/**
 * The continue-watching row: titles the viewer stopped between 0 and 90 percent and the next
 * episode of series they finished an episode of, newest first. Hidden when there is nothing.
 */
export function ContinueWatchingRow() {
  const { t } = useLingui();
  const items = useContinueWatching();
  if (items?.length === 0) return null;
  const placeholder = (
    <RowSection title={t(CONTINUE_WATCHING)}>
      <RowSkeleton label={t`Loading continue watching`} />
    </RowSection>
  );
  return items === null ? (
    placeholder
  ) : (
    <Suspense fallback={placeholder}>
      <ContinueWatchingList items={items} />
    </Suspense>
  );
}
