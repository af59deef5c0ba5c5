import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/client/lib/router/router';
import { demoProvider } from '@/shared/player/provider-schema';
import { WatchPage } from './watch-page';

const server = setupServer(
  http.get('/api/stream-providers', () => HttpResponse.json({ providers: [demoProvider] })),
  http.get('/api/catalog/movie/680', () =>
    HttpResponse.json(
      { error: { code: 'not-on-this-profile', message: 'Not available on this profile' } },
      { status: 403 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the player page on a kids profile', () => {
  it('streams nothing of a title the profile may not see, and says so', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/watch/movie/680']}>
          <WatchPage type="movie" id={680} season={1} episode={1} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Not available on this profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
