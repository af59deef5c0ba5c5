import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import { BrowsePage } from './browse-page';

const film = (id: number) => ({
  media_type: 'movie',
  id,
  title: `Film ${id}`,
  overview: '',
  poster_path: null,
  backdrop_path: null,
  release_date: '2024-01-01',
  vote_average: 7,
  vote_count: 3,
  genre_ids: [],
  adult: false,
  original_language: 'en',
  popularity: 1,
});
const asked: string[] = [];
const server = setupServer(
  http.get(/\/api\/catalog\/(trending\/)?movie\/\w+/, ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    const ids = url.searchParams.has('providers') ? [3, 6] : [1, 2, 3, 4, 5, 6];
    return HttpResponse.json({
      page: 1,
      total_pages: 1,
      total_results: ids.length,
      results: ids.map(film),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // TMDB mode, as the server's page says it.
  document.head.innerHTML = `<meta name="nexus-config" content='{"catalog":"tmdb"}'>`;
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  localStorage.clear();
  document.head.innerHTML = '';
});
afterAll(() => server.close());

const toggle = () => screen.queryByRole('button', { name: 'Only on my services' });

describe("'Only on my services' on the browse pages", () => {
  it('narrows popular to my services, held in the URL, and hides on trending', async () => {
    localStorage.setItem(
      storageKeys.watchSettings,
      JSON.stringify({ region: 'DE', providers: [8, 9] }),
    );
    const user = userEvent.setup();
    renderRoute('/movies?tab=popular', '/movies', <BrowsePage media="movie" />);
    await screen.findByText('Film 5');
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle()!);
    expect(currentUrl()).toContain('services=1');
    await waitFor(() => expect(screen.queryByText('Film 5')).toBeNull());
    expect(screen.getByText('Film 6')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toContain('/api/catalog/movie/popular?page=1&region=DE&providers=8%7C9');
    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    await waitFor(() => expect(toggle()).toBeNull());
  });

  it('opens narrowed from the URL, on top rated too', async () => {
    localStorage.setItem(
      storageKeys.watchSettings,
      JSON.stringify({ region: 'US', providers: [8] }),
    );
    renderRoute('/movies?tab=top_rated&services=1', '/movies', <BrowsePage media="movie" />);
    await screen.findByText('Film 6');
    expect(asked).toEqual(['/api/catalog/movie/top_rated?page=1&region=US&providers=8']);
  });

  it('leads to the settings while no service is chosen', async () => {
    renderRoute('/movies?tab=popular&services=1', '/movies', <BrowsePage media="movie" />);
    const link = await screen.findByRole('link', { name: 'Choose my services' });
    expect(link).toHaveAttribute('href', '/account#where-to-watch');
    await screen.findByText('Film 5');
    expect(asked.every((url) => !url.includes('providers'))).toBe(true);
  });
});
