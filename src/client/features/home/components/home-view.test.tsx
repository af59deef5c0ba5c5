import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import {
  emptyListHandlers,
  movie,
  paged,
  renderWithProviders,
  show,
} from '../testing/home-fixtures';
import { HomeView } from './home-view';

const server = setupServer(...emptyListHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const searched = vi.fn();
// The server ranks the mixed results; the view keeps its order.
const searchHandler = http.get('*/api/catalog/search/multi', ({ request }) => {
  const query = new URL(request.url).searchParams.get('query');
  searched(query);
  if (query === 'nothing') return HttpResponse.json(paged([]));
  return HttpResponse.json(
    paged([show(1396, 'Breaking Bad', 5), movie(10, 'Bad Boys', 90), movie(11, 'The Bad Seed', 1)]),
  );
});

describe('HomeView', () => {
  it('shows the title, six rows, and the footer with v2.1.0', async () => {
    renderWithProviders(<HomeView />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Browse the matrix/i);
    const rows = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(rows).toEqual([
      'Trending movies',
      'Trending series',
      'Popular movies',
      'Popular series',
      'Top rated movies',
      'Top rated series',
    ]);
    expect(screen.getByText('v2.1.0')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No content found')).toHaveLength(6));
  });

  it('searches movies and series together and keeps the server ranking', async () => {
    server.use(searchHandler);
    renderWithProviders(<HomeView />);
    await userEvent.type(screen.getByRole('searchbox'), 'bad{Enter}');
    const list = await screen.findByRole('list', { name: 'Results for bad' });
    const names = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(names).toEqual(['/tv/1396', '/movie/10', '/movie/11']);
    expect(searched).toHaveBeenLastCalledWith('bad');
  });

  it("shows a 'People' row above the titles, each person a link to their page (issue 30)", async () => {
    server.use(
      http.get('*/api/catalog/search/person', ({ request }) =>
        new URL(request.url).searchParams.get('query') === 'cillian murphy'
          ? HttpResponse.json(
              paged([
                {
                  id: 12345678,
                  name: 'Cillian Murphy',
                  known_for_department: 'Acting',
                  profile_path: null,
                },
              ]),
            )
          : HttpResponse.json(paged([])),
      ),
      http.get('*/api/catalog/search/multi', () => HttpResponse.json(paged([]))),
    );
    renderWithProviders(<HomeView />);
    await userEvent.type(screen.getByRole('searchbox'), 'cillian murphy{Enter}');
    const people = await screen.findByRole('region', { name: 'People' });
    const link = within(people).getByRole('link', { name: /Cillian Murphy/ });
    expect(link).toHaveAttribute('href', '/person/12345678');
    expect(within(people).getByText('Acting')).toBeInTheDocument();
    // Only people matched: that is not 'No content found'.
    await waitFor(() => expect(screen.queryByText('No results for cillian murphy')).toBeNull());
    const results = screen.getByRole('region', { name: /Results for/ });
    expect(
      results.compareDocumentPosition(people) & Node.DOCUMENT_POSITION_CONTAINED_BY,
    ).toBeTruthy();
  });

  it('shows no People row when nobody matches', async () => {
    server.use(searchHandler);
    renderWithProviders(<HomeView />);
    await userEvent.type(screen.getByRole('searchbox'), 'bad{Enter}');
    await screen.findByRole('list', { name: 'Results for bad' });
    expect(screen.queryByRole('region', { name: 'People' })).toBeNull();
  });

  it('reads the query from ?q= so a search can be shared, and clear removes the results', async () => {
    server.use(searchHandler);
    renderWithProviders(<HomeView />, '/browse?q=bad');
    expect(screen.getByRole('searchbox')).toHaveValue('bad');
    expect(await screen.findByRole('list', { name: 'Results for bad' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('list', { name: 'Results for bad' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says so when a search finds nothing', async () => {
    server.use(searchHandler);
    renderWithProviders(<HomeView />, '/browse?q=nothing');
    expect(await screen.findByText('No results for nothing')).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    server.use(http.get('*/api/catalog/search/multi', () => apiError(503, 'upstream', 'down')));
    renderWithProviders(<HomeView />, '/browse?q=bad');
    expect(await screen.findByText('The catalogue did not answer')).toBeInTheDocument();
    // The empty rows below say 'No content found'; the failed search does not.
    expect(
      within(screen.getByRole('region', { name: /Results for/ })).queryByText('No content found'),
    ).not.toBeInTheDocument();
    server.use(searchHandler);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Results for bad' })).toBeInTheDocument();
  });
});
