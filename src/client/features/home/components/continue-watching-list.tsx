import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { RowSection } from '@/client/components/ui/content-row';
import { RowScroller, rowCardWidth } from '@/client/components/ui/row-scroller';
import { TitleCardSkeleton } from '@/client/components/ui/title-card';
import { removeFromContinueWatchingWithUndo } from '@/client/library/actions/continue-removal-with-undo';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { useSeriesSeasons } from '../hooks/use-series-seasons';
import { CONTINUE_WATCHING, resolveUpNext, type ContinueItem } from '../utils/continue-watching';
import { scrollStep } from '../utils/scroll-step';
import { ContinueCard } from './continue-card';

/**
 * The row's cards (docs/product.md#continue-watching-row). A series whose episode was finished
 * waits for its seasons from the catalogue (the series detail the title page reads, so usually
 * cached) and then shows its Up Next episode, or leaves the row after its last episode.
 */
export function ContinueWatchingList({ items }: { items: ContinueItem[] }) {
  const { t } = useLingui();
  const seasonsOf = useSeriesSeasons([
    ...new Set(items.filter((item) => item.finished).map((item) => item.id)),
  ]);
  const shown = resolveUpNext(items, seasonsOf, readWatchedMarks());

  const list = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  const current = shown.some((item) => item.key === activeKey) ? activeKey : shown[0]?.key;

  // After a removal, focus goes to the card that took its place rather than to the page's start.
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    list.current?.querySelector<HTMLElement>(`[data-card="${key}"] a`)?.focus();
  });

  const remove = (item: ContinueItem) => {
    const index = shown.indexOf(item);
    focusNext.current = (shown[index + 1] ?? shown[index - 1])?.key ?? null;
    // The last card takes the row with it: focus goes to the page's main region, not to nowhere.
    if (!focusNext.current) document.getElementById('main')?.focus();
    removeFromContinueWatchingWithUndo(item);
  };

  if (shown.length === 0) return null;
  return (
    <RowSection title={t(CONTINUE_WATCHING)}>
      <div ref={list}>
        <RowScroller label={t(CONTINUE_WATCHING)} step={scrollStep}>
          {shown.map((item) => (
            <li
              key={item.key}
              data-card={item.key}
              className={rowCardWidth}
              onFocus={() => setActiveKey(item.key)}
            >
              {item.finished ? (
                <TitleCardSkeleton />
              ) : (
                <ContinueCard
                  item={item}
                  onRemove={remove}
                  buttonTabIndex={item.key === current ? 0 : -1}
                />
              )}
            </li>
          ))}
        </RowScroller>
      </div>
    </RowSection>
  );
}
