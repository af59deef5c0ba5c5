import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { ContentRow, type RowState } from '@/client/components/ui/content-row';
import { isStaleAnswer } from '@/client/components/ui/offline-note';
import type { CardTitle } from '@/client/components/ui/title-card';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useOnline } from '@/client/lib/use-connection-status';
import { useAskAgainWhenBackOnline } from '@/client/lib/use-ask-again-when-back-online';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import type { ListMedia } from '@/shared/catalog/api-paths';
import type { ListKind } from '@/shared/catalog/title-schemas';
import { useSeenOnce } from '../hooks/use-seen-once';
import { useSentinel } from '../hooks/use-sentinel';
import { scrollStep } from '../utils/scroll-step';

/**
 * The first row's cards that load at high priority: the first, the page's largest paint, which
 * the server also preloads with the page (src/server/http/route-preloads.ts). The others load
 * eagerly at the browser's priority, which rises for those laid out on screen.
 */
const FIRST_ROW_PRIORITY = 1;

/**
 * docs/product.md#home-view: lazy rows load when within 100 px of the viewport, at threshold 0.1,
 * once.
 */
const LAZY_ROW = { rootMargin: '100px', threshold: 0.1 } as const;

/** What a row has to show, for the page's one notice (docs/product.md#offline). */
export type RowReport = 'fresh' | 'stale' | 'nothing';

/**
 * One of the six home rows. The first (`eager`) loads at once and its first cards are the LCP
 * candidates; the others wait until they come near the viewport. Pages load at the sentinel.
 *
 * Offline (docs/product.md#offline) every row asks at once, since the answer can only come from
 * this browser (the query cache or the service worker's); a row with nothing to show is hidden,
 * and the page says it is offline once (`onReport` tells it what the row has). When the
 * connection returns, the rows ask again by themselves.
 *
 * Memoized: the page draws itself again as each row reports, which need not draw the others.
 */
export const CatalogRow = memo(function CatalogRow({
  title,
  media,
  kind,
  eager = false,
  onReport,
}: {
  title: string;
  media: ListMedia;
  kind: ListKind;
  eager?: boolean;
  /** The page's notice: given, the row shows no offline note of its own. */
  onReport?: (report: RowReport) => void;
}) {
  const online = useOnline();
  const { ref, seen } = useSeenOnce<HTMLElement>({ ...LAZY_ROW, initial: eager, now: !online });
  const query = useInfiniteQuery({
    ...titleListQueryOptions(media, kind, useCatalogLanguage()),
    enabled: seen,
  });
  const { refetch } = query;
  // A row's answer arrives as an urgent update (the query store); deferring it lets React render
  // the cards in slices, in the background, so a row arriving never makes a long task.
  const data = useDeferredValue(query.data);
  const items = useMemo(() => uniqueTitles(data?.pages.flatMap((p) => p.results) ?? []), [data]);
  const moreFailed = query.isFetchNextPageError;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !moreFailed;
  const sentinelRef = useSentinel<HTMLDivElement>(canLoadMore, () => void query.fetchNextPage());

  const stale =
    data !== undefined &&
    isStaleAnswer({ online, refreshFailed: query.isRefetchError, answers: data.pages });
  const report: RowReport = data === undefined ? 'nothing' : stale ? 'stale' : 'fresh';
  useEffect(() => onReport?.(report), [onReport, report]);

  // Back online, a row asks again: what failed loads, what came from the cache is refreshed.
  useAskAgainWhenBackOnline(online, () => refetch({ cancelRefetch: false }), { enabled: seen });

  if (!online && data === undefined) return null;

  const state: RowState =
    data !== undefined
      ? {
          status: 'ready',
          items,
          loadingMore: query.isFetchingNextPage,
          onRetryMore: moreFailed ? () => void query.fetchNextPage() : undefined,
          onReload: () => void query.refetch(),
          // Offline, a row shows what it loaded before or what the service worker kept, with the
          // note (docs/product.md#offline): the page's one note, or the row's own when alone.
          stale: stale && onReport === undefined,
        }
      : query.isError
        ? { status: 'error', onRetry: () => void query.refetch() }
        : { status: 'loading' };

  return (
    <ContentRow
      rowRef={ref}
      title={title}
      noun={media === 'movie' ? 'MOVIES' : 'SHOWS'}
      state={state}
      step={scrollStep}
      sentinelRef={sentinelRef}
      priorityCount={eager ? FIRST_ROW_PRIORITY : 0}
    />
  );
});

/** Lists can shift between pages (trending); a title seen on an earlier page is not repeated. */
function uniqueTitles(titles: CardTitle[]): CardTitle[] {
  const seen = new Set<string>();
  return titles.filter((t) => {
    const key = `${t.media_type}-${t.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
