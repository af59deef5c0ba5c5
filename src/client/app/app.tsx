import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TitlePrefetchContext, type PrefetchTitle } from '@/client/components/ui/title-prefetch';
import { createQueryClient } from '@/client/lib/query-client';
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
  const [prefetch] = useState(() => createPrefetcher(queryClient));
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TitlePrefetchContext.Provider value={prefetch}>
          <AppRouter />
        </TitlePrefetchContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
