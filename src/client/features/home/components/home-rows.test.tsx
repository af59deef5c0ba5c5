import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { emptyListHandlers, movie, paged, renderWithProviders } from '../testing/home-fixtures';
import { HomeRows } from './home-rows';

const server = setupServer(...emptyListHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return {
    back: () =>
      act(() => {
        onLine.mockReturnValue(true);
        window.dispatchEvent(new Event('online'));
      }),
  };
}

// Only trending movies is kept on this device; every other row's request fails as offline.
const onlyTrendingKept = [
  http.get('*/api/catalog/trending/movie/week', () =>
    HttpResponse.json(paged([movie(1, 'Alien')])),
  ),
  http.get('*/api/catalog/trending/tv/week', () => HttpResponse.error()),
  http.get('*/api/catalog/:media/:kind', () => HttpResponse.error()),
];

describe('HomeRows offline', () => {
  it('shows one note for the page and the rows it has, hiding the rest', async () => {
    goOffline();
    server.use(...onlyTrendingKept);
    renderWithProviders(<HomeRows />);
    expect(await screen.findByRole('link', { name: /Alien/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText(/^Offline: showing the last saved titles/)).toHaveLength(1),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Trending movies',
    ]);
    expect(screen.queryByText('No content found')).not.toBeInTheDocument();
    expect(screen.queryByText('The catalogue did not answer')).not.toBeInTheDocument();
  });

  it("says 'You are offline' once when nothing is kept, and the rows load when it returns", async () => {
    const offline = goOffline();
    server.use(http.get('*/api/catalog/*', () => HttpResponse.error()));
    renderWithProviders(<HomeRows />);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    server.resetHandlers(...emptyListHandlers);
    server.use(
      http.get('*/api/catalog/movie/popular', () => HttpResponse.json(paged([movie(2, 'Heat')]))),
    );
    offline.back();
    // Nobody pressed anything: the rows asked again by themselves.
    expect(await screen.findByRole('link', { name: /Heat/ })).toBeInTheDocument();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument();
  });

  it("asks again when the network is not answering yet at the browser's 'online'", async () => {
    const offline = goOffline();
    server.use(http.get('*/api/catalog/*', () => HttpResponse.error()));
    renderWithProviders(<HomeRows />);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();

    let asks = 0;
    server.resetHandlers(...emptyListHandlers);
    server.use(
      http.get('*/api/catalog/movie/popular', () => {
        asks += 1;
        return asks === 1 ? HttpResponse.error() : HttpResponse.json(paged([movie(3, 'Ran')]));
      }),
    );
    offline.back();
    // The first ask fails (the network lagged behind the event); the next, a second later, loads.
    expect(await screen.findByRole('link', { name: /Ran/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(asks).toBe(2);
  });
});

describe('HomeRows online', () => {
  it('keeps one note for the page when several rows are answered from the fallback cache', async () => {
    server.use(
      http.get('*/api/catalog/movie/:kind', () =>
        HttpResponse.json({ ...paged([movie(3, 'Ran')]), isFallback: true }),
      ),
    );
    renderWithProviders(<HomeRows />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Ran/ })).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByText(/^Offline: showing the last saved titles/)).toHaveLength(1),
    );
  });

  it("a failed row says the catalogue did not answer, with Retry, never 'No content found'", async () => {
    server.use(http.get('*/api/catalog/movie/popular', () => apiError(503, 'upstream', 'down')));
    renderWithProviders(<HomeRows />);
    expect(await screen.findByText('The catalogue did not answer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No content found')).toHaveLength(5));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });
});
