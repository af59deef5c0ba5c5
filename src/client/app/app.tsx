import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [cards, setCards] = useState<CardServices>(() => ({
    prefetch: createPrefetcher(queryClient),
  }));
  // The cards' actions and marks (docs/product.md#title-cards) come once the page is idle, so
  // the first paint carries none of their code; a chunk that fails to load leaves plain links.
  useEffect(
    () =>
      whenIdle(
        () =>
          void import('@/client/components/card-actions/card-extras')
            .then((module) => setCards((current) => ({ ...current, Extras: module.CardExtras })))
            .catch(() => undefined),
      ),
    [],
  );
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <CardContext.Provider value={cards}>
          <AppRouter />
        </CardContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
