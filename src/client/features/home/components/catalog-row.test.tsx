import { I18nProvider } from '@lingui/react';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { interfaceIn } from '@/client/testing/interface-in';
import {
  FakeIntersectionObserver,
  movie,
  paged,
  renderWithProviders,
  show,
} from '../testing/home-fixtures';
import { CatalogRow } from './catalog-row';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const trending = (respond: (page: number) => Response | Promise<Response>) =>
  http.get('*/api/catalog/trending/movie/week', ({ request }) =>
    respond(Number(new URL(request.url).searchParams.get('page'))),
  );

describe('CatalogRow', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });

  it('shows the 6-card skeleton, then the cards and the count line', async () => {
    server.use(trending(() => HttpResponse.json(paged([movie(1, 'Alien'), movie(2, 'Heat')]))));
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    const skeleton = screen.getByRole('status', { name: 'Loading Trending movies' });
    expect(skeleton.children).toHaveLength(6);
    expect(await screen.findByRole('link', { name: /Alien/ })).toHaveAttribute('href', '/movie/1');
    expect(screen.getByText('2 MOVIES STREAMING ACTIVE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll Trending movies left' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Scroll Trending movies right' }),
    ).toBeInTheDocument();
  });

  it('writes the count line in the interface language, one and many (English is written by hand)', async () => {
    server.use(trending(() => HttpResponse.json(paged([movie(1, 'Alien')]))));
    const { unmount } = renderWithProviders(
      <I18nProvider i18n={interfaceIn('fr')}>
        <CatalogRow title="Tendances" media="movie" kind="trending" eager />
      </I18nProvider>,
    );
    expect(await screen.findByText('1 FILM EN STREAMING ACTIF')).toBeInTheDocument();
    unmount();
    server.use(trending(() => HttpResponse.json(paged([movie(1, 'Alien'), movie(2, 'Heat')]))));
    renderWithProviders(
      <I18nProvider i18n={interfaceIn('de')}>
        <CatalogRow title="Trends" media="movie" kind="trending" eager />
      </I18nProvider>,
    );
    expect(await screen.findByText('2 FILME IM AKTIVEN STREAM')).toBeInTheDocument();
  });

  it('counts SHOWS for series rows and links cards to /tv/{id}', async () => {
    server.use(
      http.get('*/api/catalog/tv/popular', () =>
        HttpResponse.json(paged([show(1396, 'Breaking Bad')])),
      ),
    );
    renderWithProviders(<CatalogRow title="Popular series" media="tv" kind="popular" eager />);
    expect(await screen.findByRole('link', { name: /Breaking Bad/ })).toHaveAttribute(
      'href',
      '/tv/1396',
    );
    expect(screen.getByText('1 SHOWS STREAMING ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('TV Series')).toBeInTheDocument();
  });

  it('shows a card with its year and rating, and an icon with a label when the poster is missing or broken', async () => {
    server.use(
      trending(() =>
        HttpResponse.json(
          paged([
            movie(1, 'Alien'),
            { ...movie(2, 'Heat'), poster_path: null },
            { ...movie(3, ''), poster_path: null },
          ]),
        ),
      ),
    );
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    const alien = await screen.findByRole('link', { name: /Alien/ });
    expect(alien).toHaveTextContent('1999');
    expect(alien).toHaveTextContent('7.3'); // 7.25 to one decimal
    const poster = screen.getByRole('img', { name: 'Poster of Alien' });
    expect(screen.getByRole('link', { name: /Heat/ })).toHaveTextContent('No Image');
    // The untitled film says so, on the poster and as its name.
    expect(screen.getAllByText('No Title')).toHaveLength(2);
    // A poster that fails to load is replaced by the same fallback.
    expect(alien).not.toHaveTextContent('No Image');
    act(() => {
      poster.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img', { name: 'Poster of Alien' })).not.toBeInTheDocument();
    expect(alien).toHaveTextContent('No Image');
  });

  it("says 'No content found' for an empty list", async () => {
    server.use(trending(() => HttpResponse.json(paged([]))));
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    expect(await screen.findByText('No content found')).toBeInTheDocument();
    expect(screen.queryByText(/STREAMING ACTIVE/)).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the row', async () => {
    let fail = true;
    server.use(
      trending(() =>
        fail ? apiError(503, 'upstream', 'down') : HttpResponse.json(paged([movie(3, 'Ran')])),
      ),
    );
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    // A failure is not an empty list: it says what failed.
    expect(await screen.findByText('The catalogue did not answer')).toBeInTheDocument();
    expect(screen.queryByText('No content found')).not.toBeInTheDocument();
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('link', { name: /Ran/ })).toBeInTheDocument();
  });

  it('says the cards may be out of date when the server answers from its fallback cache', async () => {
    server.use(
      trending(() => HttpResponse.json({ ...paged([movie(4, 'Alien')]), isFallback: true })),
    );
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    expect(await screen.findByRole('link', { name: /Alien/ })).toBeInTheDocument();
    expect(screen.getByText(/Offline: showing the last saved titles/)).toBeInTheDocument();
  });

  it('has no offline note for a fresh answer', async () => {
    server.use(trending(() => HttpResponse.json(paged([movie(5, 'Heat')]))));
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    expect(await screen.findByRole('link', { name: /Heat/ })).toBeInTheDocument();
    expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument();
  });

  it('waits until the row comes within 100 px of view, then loads it once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const requested = vi.fn();
    server.use(
      http.get('*/api/catalog/movie/top_rated', () => {
        requested();
        return HttpResponse.json(paged([movie(4, 'Ikiru')]));
      }),
    );
    renderWithProviders(<CatalogRow title="Top rated movies" media="movie" kind="top_rated" />);
    const lazy = FakeIntersectionObserver.instances[0];
    expect(lazy?.options).toMatchObject({ rootMargin: '100px', threshold: 0.1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(requested).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Loading Top rated movies' })).toBeInTheDocument();
    act(() => lazy?.enter());
    expect(await screen.findByRole('link', { name: /Ikiru/ })).toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    expect(lazy?.elements.size).toBe(0); // disconnected: once
  });

  it('loads the next page when the end sentinel is half visible, until pages run out', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const pages: number[] = [];
    server.use(
      trending((page) => {
        pages.push(page);
        const items = Array.from({ length: 20 }, (_, i) => movie(page * 100 + i));
        return HttpResponse.json(paged(items, page, 2));
      }),
    );
    renderWithProviders(<CatalogRow title="Trending movies" media="movie" kind="trending" eager />);
    expect(await screen.findByText('20 MOVIES STREAMING ACTIVE')).toBeInTheDocument();
    // The sentinel comes with the cards past the first screen, just after the first ones.
    const sentinel = await vi.waitFor(() => {
      const found = FakeIntersectionObserver.instances.find((o) => o.options.threshold === 0.5);
      expect(found).toBeDefined();
      return found;
    });
    act(() => sentinel?.enter());
    expect(await screen.findByText('40 MOVIES STREAMING ACTIVE')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
    // Page 2 of 2: no sentinel observes any more.
    const active = FakeIntersectionObserver.instances.filter(
      (o) => o.options.threshold === 0.5 && o.elements.size > 0,
    );
    expect(active).toHaveLength(0);
  });
});
