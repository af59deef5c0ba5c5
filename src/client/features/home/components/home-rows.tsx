import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/client/components/ui/empty-state';
import { OfflineNote } from '@/client/components/ui/offline-note';
import { useOnline } from '@/client/lib/use-connection-status';
import type { ListMedia } from '@/shared/catalog/api-paths';
import type { ListKind } from '@/shared/catalog/title-schemas';
import { CatalogRow, type RowReport } from './catalog-row';

/**
 * The six rows, in the product's order (docs/product.md#home-view); trending movies is the one that
 * loads at once.
 */
const rows: ReadonlyArray<{ title: MessageDescriptor; media: ListMedia; kind: ListKind }> = [
  {
    title: msg({ message: 'Trending movies', comment: 'Home row title' }),
    media: 'movie',
    kind: 'trending',
  },
  {
    title: msg({ message: 'Trending series', comment: 'Home row title' }),
    media: 'tv',
    kind: 'trending',
  },
  {
    title: msg({ message: 'Popular movies', comment: 'Home row title' }),
    media: 'movie',
    kind: 'popular',
  },
  {
    title: msg({ message: 'Popular series', comment: 'Home row title' }),
    media: 'tv',
    kind: 'popular',
  },
  {
    title: msg({ message: 'Top rated movies', comment: 'Home row title' }),
    media: 'movie',
    kind: 'top_rated',
  },
  {
    title: msg({ message: 'Top rated series', comment: 'Home row title' }),
    media: 'tv',
    kind: 'top_rated',
  },
];

const rowKey = (row: { media: ListMedia; kind: ListKind }) => `${row.media}-${row.kind}`;

/**
 * The rows and the page's one notice (docs/product.md#offline): offline, or with cards that may
 * be out of date, one note above the rows says so; offline with nothing kept, one notice says
 * 'You are offline' with Retry, and the rows stay hidden until they have something to show.
 */
export function HomeRows() {
  const online = useOnline();
  const { t } = useLingui();
  const [reports, setReports] = useState<Readonly<Record<string, RowReport>>>({});
  const reporters = useReporters(setReports);
  const queryClient = useQueryClient();
  const values = Object.values(reports);
  const anyCards = values.some((report) => report !== 'nothing');
  const anyStale = values.includes('stale');

  return (
    <div>
      {!online && !anyCards ? (
        <div className="px-4 py-3 sm:px-14">
          <EmptyState
            compact
            tone="error"
            title={t`You are offline`}
            text={t`The rows load by themselves when the connection returns.`}
            action={{
              label: t({ message: 'Retry', comment: 'Button: ask again after a failure' }),
              onClick: () =>
                void queryClient.refetchQueries({
                  type: 'active',
                  predicate: (query) => query.state.status === 'error',
                }),
            }}
          />
        </div>
      ) : (
        (!online || anyStale) && <OfflineNote what="titles" className="mx-4 my-2 sm:mx-14" />
      )}
      {rows.map((row, index) => (
        <CatalogRow
          key={rowKey(row)}
          {...row}
          title={t(row.title)}
          eager={index === 0}
          onReport={reporters[rowKey(row)]}
        />
      ))}
    </div>
  );
}

/** One stable callback per row, so a row's report effect runs only when its report changes. */
function useReporters(
  setReports: (
    update: (reports: Readonly<Record<string, RowReport>>) => Record<string, RowReport>,
  ) => void,
) {
  const report = useCallback(
    (key: string, value: RowReport) =>
      setReports((reports) => (reports[key] === value ? reports : { ...reports, [key]: value })),
    [setReports],
  );
  const [reporters] = useState(() =>
    Object.fromEntries(
      rows.map((row) => [rowKey(row), (value: RowReport) => report(rowKey(row), value)]),
    ),
  );
  return reporters;
}
