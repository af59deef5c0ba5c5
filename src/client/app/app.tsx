import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  CardContext,
  type CardServices,
  type PrefetchTitle,
} from '@/client/components/ui/title-prefetch';
import { createQueryClient } from '@/client/lib/query-client';
import { whenIdle } from '@/client/lib/when-idle';
import { AppErrorBoundary } from './layouts/app-error-boundary';
import { AppRouter } from './router';

/**
 * Card hover prefetch: the detail page's chunk and its data. Everything is imported lazily so
 * the title feature (and zod) stay out of the first-load chunk.
 */
function createPrefetcher(queryClient: QueryClient): PrefetchTitle {
  return (title) => {
    void (
      title.media_type === 'movie'
        ? import('./routes/movie-detail-route')
        : import('./routes/tv-detail-route')
    ).catch(() => undefined);
    void import('@/client/api/catalog/prefetch-title')
      .then(({ prefetchTitle }) => prefetchTitle(queryClient, title))
      .catch(() => undefined);
  };
}

/** After the page's load event: past its largest paint on a slow phone. */
const EXTRAS_DELAY_MS = 1000;

/** The providers every page renders in, on the server and in the browser alike. */
export function AppShell({
  queryClient,
  cards,
  children,
}: {
  queryClient: QueryClient;
  cards: CardServices;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <CardContext.Provider value={cards}>{children}</CardContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/** The browser's app. `queryClient` comes from main.tsx, filled with what the server rendered. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [prefetch] = useState(() => createPrefetcher(queryClient));
  // The cards' actions and marks (docs/product.md#title-cards) are fetched once a page shows a
  // card, a second after it has loaded and when the main thread is quiet, so their code never
  // competes with the first paint or the largest image; a chunk that fails leaves plain links.
  const [Extras, setExtras] = useState<CardServices['Extras']>();
  const [wantExtras] = useState(() => {
    let wanted = false;
    return () => {
      if (wanted) return;
      wanted = true;
      whenIdle(
        () =>
          void import('@/client/library/ui/card-extras')
            .then((module) => setExtras(() => module.CardExtras))
            .catch(() => undefined),
        EXTRAS_DELAY_MS,
      );
    };
  });
  const cards = useMemo(() => ({ prefetch, Extras, wantExtras }), [prefetch, Extras, wantExtras]);
  return (
    <AppShell queryClient={queryClient} cards={cards}>
      <AppRouter />
    </AppShell>
  );
}
