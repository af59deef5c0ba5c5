import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/client/app/app';
import { routeModules } from '@/client/app/route-modules';
import { parseSessionAnswer } from '@/client/features/auth/api/get-session';
import { applySession, resetAuthState } from '@/client/features/auth/hooks/auth-state';
import { createQueryClient } from '@/client/lib/query-client';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { BROWSE_CACHE_KEY } from '@/client/features/browse/hooks/use-browse-persistence';
import { breakingBad, matrix } from '@/client/testing/tmdb-fixtures';
import { catalogListPath, titleDetailPath } from '@/shared/catalog/api-paths';
import { createPageRenderer, type PageRenderer } from './entry-server';
import { APP_VERSION } from '@/shared/client-config';
import { PROFILE_PATHS } from '@/shared/profiles/profile-api';
import { showsStandIn, STAND_IN_SESSION } from '@/shared/stand-in-visitor';

/**
 * The server renders every route from the data it inlines, and the browser's first render of
 * that page is the same to the letter (docs/decisions/0026-server-rendering.md). Development
 * React, which names what differs.
 */
const summary = {
  media_type: 'movie' as const,
  adult: false,
  original_language: 'en',
  popularity: 50,
  id: matrix.id,
  title: matrix.title,
  original_title: matrix.title,
  overview: matrix.overview,
  poster_path: matrix.poster_path,
  backdrop_path: matrix.backdrop_path,
  release_date: matrix.release_date,
  vote_average: matrix.vote_average,
  vote_count: matrix.vote_count,
  genre_ids: [28, 878],
};
const answers = {
  [catalogListPath('movie', 'trending', 1)]: {
    page: 1,
    total_pages: 1,
    total_results: 1,
    results: [summary],
  },
  [titleDetailPath('movie', matrix.id)]: matrix,
  [titleDetailPath('tv', breakingBad.id)]: breakingBad,
};
const ada = { user: { id: 'user-ada', email: 'ada@example.com', name: 'Ada Lovelace' } };
const bob = { user: { id: 'user-bob', email: 'bob@example.com', name: 'Bob Builder' } };

let render: PageRenderer;
beforeAll(async () => {
  render = await createPageRenderer({
    authMode: 'accounts',
    version: APP_VERSION,
    catalog: 'tmdb',
  });
  // The browser's lazy pages, loaded once, as a visitor's browser would have them by then.
  await Promise.all(Object.values(routeModules).map((load) => load()));
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  resetAuthState();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * Renders `url` on the server, then hydrates it here; returns what React reported. The server may
 * have rendered the page for someone else (`renderedFor`: the stand-in of a shared page).
 * `inTheBrowser` runs between the two: what only the browser has (its storage).
 */
async function renderAndHydrate(
  url: string,
  session: unknown = ada,
  extra: Record<string, unknown> = {},
  renderedFor: unknown = session,
  inTheBrowser?: () => void,
) {
  const page = await render({ url, session: renderedFor, answers: { ...answers, ...extra } });
  expect(page.failures).toEqual([]);
  inTheBrowser?.();
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.replaceState(null, '', url);
  // The browser router is made once per page load; a test's pages share it, so it is told.
  window.dispatchEvent(new PopStateEvent('popstate'));
  applySession(parseSessionAnswer(session));
  const queryClient = createQueryClient(false);
  hydrate(queryClient, page.queries);
  const reported: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // Only a test can run React's server and browser renderers in one process: the browser's
    // renderer then notices the contexts the server's has used. No page ever sees this.
    if (!text.startsWith('Detected multiple renderers concurrently')) reported.push(text);
  });
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`) },
    );
    // The lazy route's chunk, then the render that hydrates it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  consoleError.mockRestore();
  return { page, reported };
}

const routes = [
  '/browse',
  '/movies',
  '/tv-shows',
  `/movie/${matrix.id}`,
  `/tv/${breakingBad.id}`,
  '/neural-chat',
  '/vault',
  '/calendar',
  '/profile',
  '/profiles',
  '/account',
  `/watch/movie/${matrix.id}`,
  `/watch/tv/${breakingBad.id}/1/1`,
  '/watch-together',
  `/watch-together/${'k'.repeat(22)}`,
  '/error',
  '/no-such-page',
];

describe('server rendering', () => {
  it.each(routes)('%s hydrates with nothing reported', async (url) => {
    const { page, reported } = await renderAndHydrate(url);
    expect(page.html).toContain('<main');
    expect(reported).toEqual([]);
  });

  // A page that does not show its visitor is rendered once for a stand-in and given to every
  // signed-in visitor (src/server/http/shared-renders.ts): it must hydrate for each of them.
  it.each(routes)(
    '%s rendered for the stand-in either hydrates for a real visitor or shows the stand-in',
    async (url) => {
      const { page, reported } = await renderAndHydrate(url, ada, {}, STAND_IN_SESSION);
      if (showsStandIn(page.html)) {
        // Then it is rendered for each visitor: only the pages that show who is signed in.
        expect(['/profile']).toContain(url);
      } else {
        expect(reported).toEqual([]);
      }
    },
  );

  // A browser that has been here before keeps things the server cannot see (the browse pages'
  // saved lists among them): the first render must still be the server's, and what was kept
  // shows after it.
  it.each(routes)('%s hydrates in a browser that kept the browse lists', async (url) => {
    const kept = createQueryClient(false);
    const { queryKey } = titleListQueryOptions('movie', 'popular', 'en');
    const list = { page: 1, total_pages: 1, total_results: 1, results: [summary] };
    kept.setQueryData(queryKey, { pages: [list], pageParams: [1] });
    const keep = () =>
      localStorage.setItem(
        BROWSE_CACHE_KEY,
        JSON.stringify({
          timestamp: Date.now(),
          buster: 'browse-v2',
          clientState: dehydrate(kept),
        }),
      );
    try {
      const { reported } = await renderAndHydrate(url, ada, {}, ada, keep);
      expect(reported).toEqual([]);
      // The movies page's popular tab, which the server had no answer for, shows the kept list.
      if (url === '/movies') expect(document.body.textContent).toContain(matrix.title);
    } finally {
      localStorage.removeItem(BROWSE_CACHE_KEY);
    }
  });

  it('/ signed out hydrates the sign-in form, and 404s answer 404', async () => {
    const { page, reported } = await renderAndHydrate('/', { user: null });
    expect(page.html).toContain('Stream the future');
    expect(reported).toEqual([]);
    expect((await render({ url: '/nowhere', session: ada, answers })).status).toBe(404);
  });

  it('a protected page signed out redirects to / carrying where the visitor came from', async () => {
    const page = await render({ url: '/vault?x=1', session: { user: null }, answers });
    expect(page.redirect).toBe(`/?${new URLSearchParams({ from: '/vault?x=1' })}`);
  });

  it("/profiles renders \"Who's watching?\" with the account's profiles from the server's answer", async () => {
    const profiles = {
      profiles: [
        { id: 'p1', name: 'Ada', avatar: 'avatar:0', kids: false, locked: true, first: true },
        { id: 'p2', name: 'Tiny Tim', avatar: 'avatar:5', kids: true, locked: false, first: false },
      ],
      current: null,
      requirePinToAdd: false,
    };
    const { page, reported } = await renderAndHydrate('/profiles', ada, {
      [PROFILE_PATHS.profiles]: profiles,
    });
    expect(page.html).toContain('Who&#x27;s watching?');
    expect(page.html).toContain('Tiny Tim');
    expect(reported).toEqual([]);
    expect(document.querySelectorAll('#main li button')).toHaveLength(2);
  });

  it('renders the first row with its titles and a film page with its overview', async () => {
    const browse = await render({ url: '/browse', session: ada, answers });
    expect(browse.html).toContain('Trending movies');
    expect(browse.html).toContain(matrix.title);
    const film = await render({ url: `/movie/${matrix.id}`, session: ada, answers });
    expect(film.html).toContain(matrix.overview);
    expect(film.html).toContain('PLAY NOW');
  });

  it("renders a browse page's grid and tiles from its tab's list, and hydrates it", async () => {
    const list = { page: 1, total_pages: 1, total_results: 1, results: [summary] };
    const { page, reported } = await renderAndHydrate('/movies?tab=top_rated', ada, {
      [catalogListPath('movie', 'top_rated', 1)]: list,
    });
    expect(page.html).toContain(matrix.title);
    expect(page.html).toContain('Total Movies');
    expect(reported).toEqual([]);
    expect(document.querySelectorAll('[aria-label="Titles"] li')).toHaveLength(1);
  });

  it("never mixes two visitors rendered at once: neither page holds the other's name or email", async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        render({ url: '/profile', session: i % 2 ? bob : ada, answers }),
      ),
    );
    pages.forEach((page, i) => {
      const [own, other] = i % 2 ? [bob, ada] : [ada, bob];
      expect(page.html).toContain(own.user.email);
      expect(page.html).not.toContain(other.user.email);
      expect(page.html).not.toContain(other.user.name);
    });
  });

  it('writes each page in the language it is asked for, never in a language rendered beside it', async () => {
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        render({ url: '/', session: { user: null }, answers: {}, language: i % 2 ? 'fr' : 'de' }),
      ),
    );
    pages.forEach((page, i) => {
      const [own, other] =
        i % 2
          ? ['Le streaming du futur', 'Streame die Zukunft']
          : ['Streame die Zukunft', 'Le streaming du futur'];
      expect(page.html).toContain(own);
      expect(page.html).not.toContain(other);
      expect(page.html).not.toContain('Stream the future');
      expect(page.catalogUrl).toMatch(i % 2 ? /fr\.json|fr-/ : /de\.json|de-/);
    });
  });
});
