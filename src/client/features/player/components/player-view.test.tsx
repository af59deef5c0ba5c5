import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/client/lib/router/router';
import { season } from '@/client/testing/tmdb-fixtures';
import { demoProvider } from '@/shared/player/provider-schema';
import { movieDetail, movieSummary, tvDetail } from '../testing/player-fixtures';
import { PlayerView } from './player-view';

const server = setupServer(
  http.get('/api/stream-providers', () => HttpResponse.json({ providers: [demoProvider] })),
  http.get('/api/catalog/movie/550', () =>
    HttpResponse.json(
      movieDetail(
        550,
        'Fight Club',
        Array.from({ length: 9 }, (_, i) => movieSummary(600 + i, `Rec ${i}`)),
      ),
    ),
  ),
  http.get('/api/catalog/tv/1396', () => HttpResponse.json(tvDetail(1396, 'Breaking Bad'))),
  http.get('/api/catalog/tv/1396/season/:n', ({ params }) =>
    HttpResponse.json(season(1396, Number(params.n), 13)),
  ),
  // No trending handler: nine recommendations need no padding, so it must not be asked for.
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderView(type: 'movie' | 'tv', id: number, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onBack = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PlayerView type={type} id={id} onBack={onBack} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Player' });
}

/** Waits for the embedded stream of `src`: the first one waits for the provider list too. */
const streamShown = (view: HTMLElement, src: string) =>
  vi.waitFor(() => expect(view.querySelector('iframe')).toHaveAttribute('src', src), {
    timeout: 10_000,
  });

describe('the simpler player view (docs/product.md#player-controls)', { timeout: 20_000 }, () => {
  it('a movie: the embedded stream and the recommendations list', async () => {
    const view = renderView('movie', 550, '/movie/550');
    await streamShown(view, '/embed/movie/550');
    const recs = within(view).getByRole('complementary', { name: 'Recommendations' });
    expect(await within(recs).findAllByRole('link')).toHaveLength(9);
  });

  it('an episode: the stream, season buttons and episode selection', async () => {
    const view = renderView('tv', 1396, '/tv/1396?season=2&episode=4');
    await streamShown(view, '/embed/tv/1396/2/4');
    const panel = within(view).getByRole('complementary', { name: 'Episodes' });
    await userEvent.click(await within(panel).findByRole('button', { name: /^E6 / }));
    await streamShown(view, '/embed/tv/1396/2/6');
    await userEvent.click(within(panel).getByRole('button', { name: 'S3' }));
    await streamShown(view, '/embed/tv/1396/3/1');
  });
});
