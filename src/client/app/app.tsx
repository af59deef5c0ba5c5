import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useMemo, useState, type ReactNode } from 'react';
import {
  CardContext,
  type CardServices,
  type PrefetchTitle,
} from '@/client/components/ui/title-prefetch';
import { catalogLanguageOf } from '@/client/api/catalog/catalog-language';
import { pageI18n } from '@/client/i18n/page-language';
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
      .then(({ prefetchTitle }) =>
        prefetchTitle(queryClient, title, catalogLanguageOf(pageI18n.locale)),
      )
      .catch(() => undefined);
  };
}

/** After the page's load event: past its largest paint on a slow phone. */
const EXTRAS_DELAY_MS = 1000;

/** The providers every page renders in, on the server and in the browser alike. */
export function AppShell({
  queryClient,
  i18n,
  cards,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language and its messages: one per request on the server. */
  i18n: I18n;
  cards: CardServices;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <CardContext.Provider value={cards}>{children}</CardContext.Provider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
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
            // Every card on the page renders its marks: in slices (a transition), not one task.
            .then((module) => startTransition(() => setExtras(() => module.CardExtras)))
            .catch(() => undefined),
        EXTRAS_DELAY_MS,
      );
    };
  });
  const cards = useMemo(() => ({ prefetch, Extras, wantExtras }), [prefetch, Extras, wantExtras]);
  return (
    <AppShell queryClient={queryClient} i18n={pageI18n} cards={cards}>
      <AppRouter />
    </AppShell>
  );
}
