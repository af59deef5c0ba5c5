import { setupI18n, type Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { AppShell } from '@/client/app/app';
import { seedPageAnswer } from '@/client/app/page-answers';
import { loadedRouteComponents } from '@/client/app/route-modules';
import { AppRoutes } from '@/client/app/router';
import { setServerClientConfig } from '@/client/config/client-config';
import type { ClientConfig } from '@/shared/client-config';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { catalogUrl } from '@/client/i18n/catalog-urls';
import type { DateSettings } from '@/shared/date-settings';
import { DateSettingsContext } from '@/client/lib/date-format';
import { parseSessionAnswer } from '@/client/features/auth/api/get-session';
import { ServerAuthStatus, type AuthStatus } from '@/client/features/auth/hooks/auth-state';
import { createQueryClient } from '@/client/lib/query-client';
import { createPageResponse, PageResponseContext } from '@/client/lib/router/page-response';
import { MemoryRouter } from '@/client/lib/router/router';
import { createSessionUserStore, SessionUserContext } from '@/client/lib/session-user-store';

/**
 * The server's page renderer (docs/decisions/0026-server-rendering.md): built by Vite as its own
 * bundle (`vite build --ssr`), loaded once by src/server/http/page-renderer.ts. Everything that
 * belongs to one visitor (who is signed in, the query cache, the location, the answer's status)
 * is made for that request and handed down by context; module state holds only the server-wide
 * settings and the loaded pages.
 */
export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The session answer the page carries; undefined when the server could not ask. */
  session: unknown;
  /** API answers the server fetched for this page, by path (src/server/http/route-preloads.ts). */
  answers: Record<string, unknown>;
  /**
   * The visitor's zone and locale (their cookies, checked), for a page made for them alone;
   * null renders no date (it appears after hydration).
   */
  dates?: DateSettings | null;
  /**
   * The language the page is written in (shared/i18n/languages.ts: the visitor's cookie, else
   * their browser's); English when not given.
   */
  language?: Language;
}

export interface RenderedPage {
  html: string;
  /** The query cache the page rendered from, for the browser to hydrate from the same. */
  queries: DehydratedState;
  /**
   * The answers that went into the cache, by path, with their query's key: the page need not
   * carry them twice, and the browser still finds them by path (src/client/lib/bootstrap.ts).
   */
  seeded: Record<string, QueryKey>;
  status: number;
  redirect?: string;
  /** The page's compiled messages, which the browser loads before it hydrates (preloaded). */
  catalogUrl?: string;
  /** Parts that could not be rendered on the server (the browser draws them): for the log. */
  failures: (string | undefined)[];
}

const noop = () => undefined;

/** Every language's compiled messages, read once with the renderer (a few hundred KB in all). */
const catalogs = import.meta.glob<Messages>('./i18n/catalogs/*.json', {
  import: 'messages',
  eager: true,
});

export async function createPageRenderer(config: ClientConfig) {
  setServerClientConfig(config);
  const pages = await loadedRouteComponents();

  return async function renderPage(request: PageRequest): Promise<RenderedPage> {
    const queryClient = createQueryClient(false);
    const seeded: Record<string, QueryKey> = {};
    for (const [path, answer] of Object.entries(request.answers)) {
      const key = seedPageAnswer(queryClient, path, answer);
      if (key) seeded[path] = key;
    }

    const sessionUser = createSessionUserStore();
    let status: AuthStatus = config.authMode === 'anonymous' ? 'anonymous' : 'loading';
    if (status !== 'anonymous' && request.session !== undefined) {
      const { user } = parseSessionAnswer(request.session);
      if (user)
        sessionUser.getState().setUser({
          uid: user.id,
          email: user.email,
          displayName: user.name || null,
          name: user.name || 'User',
        });
      status = user ? 'signed-in' : 'signed-out';
    }

    // A translator for this page alone: two visitors rendered at once never share a language.
    const language = request.language ?? DEFAULT_LANGUAGE;
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale: language,
      messages: catalogs[`./i18n/catalogs/${language}.json`] ?? {},
    });

    const response = createPageResponse();
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageResponseContext.Provider value={response}>
          <ServerAuthStatus.Provider value={status}>
            <SessionUserContext.Provider value={sessionUser}>
              <DateSettingsContext.Provider value={request.dates ?? null}>
                <AppShell
                  queryClient={queryClient}
                  i18n={i18n}
                  cards={{ prefetch: noop, wantExtras: noop }}
                >
                  <MemoryRouter initialEntries={[request.url]}>
                    <AppRoutes pages={pages} />
                  </MemoryRouter>
                </AppShell>
              </DateSettingsContext.Provider>
            </SessionUserContext.Provider>
          </ServerAuthStatus.Provider>
        </PageResponseContext.Provider>
      </StrictMode>,
      {
        // Never split a large Suspense boundary out to be revealed by an inline script: the CSP
        // allows no inline script, and a page read without JavaScript must show everything.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A part that fails on the server is drawn by the browser instead (its Suspense
        // boundary's fallback goes out); the server's log says which and why.
        onError: (error) => {
          if (!failures.includes(error)) failures.push(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const queries = dehydrate(queryClient);
    queryClient.clear();
    return {
      html,
      queries,
      seeded,
      status: response.status(),
      redirect: response.redirect(),
      catalogUrl: catalogUrl(language),
      failures: failures.map((error) => (error instanceof Error ? error.stack : String(error))),
    };
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
