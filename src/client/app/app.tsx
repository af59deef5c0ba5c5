import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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

/**
 * The installable app's service worker (docs/product.md#installable-app) registers from lazy
 * code 3 s after the page has loaded, when it is quiet: by then the page's own later pieces
 * (card actions, the avatar menu, the library sync) have come from the network. Registered
 * sooner, its first download of the app (about 770 KB) competed with them, and once it took the
 * page they arrived at once from its cache and ran back to back: Lighthouse's TBT on /browse
 * went from about 20 to 55 ms. Not in development, where Vite serves modules it would not know.
 */
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // The version this page was loaded from: one that takes over before the registration runs
  // still reloads the page.
  const controllerAtLoad = navigator.serviceWorker.controller;
  whenIdle(
    () =>
      void import('@/client/service-worker/start-service-worker')
        .then((module) => module.startServiceWorker(controllerAtLoad))
        .catch(() => undefined),
    SERVICE_WORKER_DELAY_MS,
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
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
          void import('@/client/components/card-actions/card-extras')
            .then((module) => setExtras(() => module.CardExtras))
            .catch(() => undefined),
        EXTRAS_DELAY_MS,
      );
    };
  });
  const cards = useMemo(() => ({ prefetch, Extras, wantExtras }), [prefetch, Extras, wantExtras]);
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
