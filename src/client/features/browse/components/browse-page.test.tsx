import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { BROWSE_CACHE_KEY } from '../hooks/use-browse-persistence';
import { BrowsePage } from './browse-page';

const movie = (id: number, title: string) => ({
  media_type: 'movie',
  id,
  title,
  overview: '',
  poster_path: null,
  backdrop_path: null,
  release_date: '2024-01-01',
  vote_average: 7.25,
  vote_count: 3,
  genre_ids: [],
  adult: false,
  original_language: 'en',
  popularity: 150,
});
const paged = (page: number, totalPages: number, results: unknown[]) => ({
  page,
  total_pages: totalPages,
  total_results: 41,
  results,
});

const calls: string[] = [];
let failLists = false;
const server = setupServer(
  http.get('*/api/catalog/movie/popular', ({ request }) => {
    calls.push(new URL(request.url).pathname + new URL(request.url).search);
    if (failLists) return apiError(502, 'x', 'down');
    const page = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json(paged(page, 2, [movie(page * 10, `Popular ${page}`)]));
  }),
  http.get('*/api/catalog/trending/movie/week', () =>
    HttpResponse.json(paged(1, 1, [movie(99, 'Trending One')])),
  ),
  http.get('*/api/catalog/search/movie', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query');
    calls.push(`search:${query}`);
    return HttpResponse.json(
      query === 'alien' ? paged(1, 1, [movie(7, 'Alien')]) : paged(1, 0, []),
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  failLists = false;
});
afterAll(() => server.close());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(url = '/movies') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BrowsePage media="movie" />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const grid = () => screen.getByRole('list', { name: 'Titles' });

describe('movies browse page', () => {
  it('shows the popular tab by default with tiles and loads more by appending', async () => {
    renderPage();
    expect(await screen.findByText('Popular 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Total Movies').nextSibling).toHaveTextContent('41');
    expect(screen.getByText('Blockbusters').nextSibling).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Movies' }));
    expect(await screen.findByText('Popular 2')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More Movies' })).not.toBeInTheDocument();
  });

  it('searches on change, ignores blank text, restores the tab list when cleared', async () => {
    const user = userEvent.setup();
    renderPage('/movies?tab=trending');
    await screen.findByText('Trending One');
    const box = screen.getByRole('searchbox', { name: 'Search movies' });
    await user.type(box, '   ');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(calls.filter((c) => c.startsWith('search:'))).toEqual([]);
    await user.clear(box);
    await user.type(box, 'alien');
    expect(await screen.findByText('Alien')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=trending&q=alien');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Trending One')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?tab=trending$/);
  });

  it('changing tab clears the search', async () => {
    const user = userEvent.setup();
    renderPage('/movies?tab=popular&q=alien');
    expect(await screen.findByText('Alien')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('alien');
    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(await screen.findByText('Trending One')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?tab=trending$/);
  });

  it('shows "No results for {query}" for an empty search', async () => {
    renderPage('/movies?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No Movies Found' })).toBeInTheDocument();
    expect(screen.getByText('No results for zzz')).toBeInTheDocument();
  });

  it('a failed list with nothing saved is empty with the spec text, a retry and no load-more', async () => {
    failLists = true;
    renderPage();
    expect(
      await screen.findByText('Unable to load movies from the quantum database'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Movies' })).not.toBeInTheDocument();
    failLists = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Popular 1')).toBeInTheDocument();
  });

  it('saves the tab list and shows it with an offline note when the next visit fails', async () => {
    const first = renderPage();
    await screen.findByText('Popular 1');
    await waitFor(() => expect(localStorage.getItem(BROWSE_CACHE_KEY)).toContain('Popular 1'));
    first.unmount();
    failLists = true;
    renderPage();
    expect(await screen.findByText('Popular 1')).toBeInTheDocument();
    expect(await screen.findByText(/Offline: showing the last saved movies/)).toBeInTheDocument();
  });
});
