import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { MediaType, MovieSummary, Paged, TvSummary } from '@/shared/catalog/title-schemas';
import type { TitleSummary as BrowseItem } from '@/shared/catalog/title-schemas';
import { OfflineNote, isStaleAnswer } from '@/client/components/ui/offline-note';
import { useOnline } from '@/client/lib/use-connection-status';
import { browseCopy } from '../utils/browse-copy';
import { movieStats, tileFormat, tvStats } from '../utils/browse-stats';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { mergePages } from '../utils/browse-state';
import { BrowseEmptyState } from './browse-empty-state';
import { StatTiles } from './stat-tiles';
import { TitleGrid, TitleGridSkeleton } from './title-grid';

type Result = UseInfiniteQueryResult<InfiniteData<Paged<BrowseItem>, unknown>, Error>;

/** The tiles, the grid and load-more, or the loading, empty and error states in their place. */
export function BrowseResults({
  media,
  query,
  result,
  onClearSearch,
  onServicesOff,
}: {
  media: MediaType;
  query: string;
  result: Result;
  onClearSearch: () => void;
  /** Set while the list is narrowed to the person's services: turns that off (issue 34). */
  onServicesOff?: () => void;
}) {
  const copy = browseCopy[media];
  const online = useOnline();
  const { t } = useLingui();
  const locale = useFormatLocale();
  const format = useMemo(() => tileFormat(t, locale), [t, locale]);
  const pages = result.data?.pages;
  const items = mergePages(pages);

  if (result.isPending && !pages) {
    return (
      <>
        <StatTiles tiles={null} />
        <TitleGridSkeleton />
      </>
    );
  }

  if (items.length === 0) {
    // A failed page with nothing saved shows the product's empty state
    // (docs/product.md#browse-movies-and-series-pages), without load-more.
    const failed = result.isError;
    if (onServicesOff && !failed) {
      return (
        <BrowseEmptyState
          title={t(copy.emptyTitle)}
          text={t`None of your services has titles in this list right now.`}
          action={{
            label: t({ message: 'Show all', comment: 'Button: turn off Only on my services' }),
            onClick: onServicesOff,
          }}
        />
      );
    }
    return (
      <BrowseEmptyState
        title={t(copy.emptyTitle)}
        text={
          query && !failed
            ? t({
                message: `No results for ${query}`,
                comment: '{query} is what the person searched for',
              })
            : t(copy.failureText)
        }
        action={
          query && !failed
            ? { label: t(copy.showAll), onClick: onClearSearch }
            : {
                label: t({ message: 'Retry', comment: 'Button: ask again after a failure' }),
                onClick: () => void result.refetch(),
              }
        }
      />
    );
  }

  const total = pages?.[0]?.total_results ?? items.length;
  const tiles =
    media === 'movie'
      ? movieStats(items as MovieSummary[], total, undefined, format)
      : tvStats(items as TvSummary[], total, undefined, format);
  const showOffline = isStaleAnswer({
    online,
    refreshFailed: result.isError && !result.isFetchNextPageError,
    answers: pages ?? [],
  });

  return (
    <>
      {showOffline && <OfflineNote what={copy.noun} />}
      <StatTiles tiles={tiles} />
      <TitleGrid items={items} />
      <div className="flex flex-col items-center gap-2 py-4">
        {result.isFetchNextPageError && (
          <p role="alert" className="text-sm text-warn">
            {t(copy.loadMoreFailed)}
          </p>
        )}
        {result.hasNextPage && (
          <button
            type="button"
            onClick={() => void result.fetchNextPage()}
            disabled={result.isFetchingNextPage}
            className={buttonStyles.primary}
          >
            {result.isFetchingNextPage ? t`Loading...` : t(copy.loadMore)}
          </button>
        )}
      </div>
    </>
  );
}
