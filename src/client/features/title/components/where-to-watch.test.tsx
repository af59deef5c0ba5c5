import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { renderRoute } from '@/client/testing/render-route';
import type { TitleWatchProviders } from '@/shared/where-to-watch/watch-providers';
import { WhereToWatch } from './where-to-watch';

const provider = (id: number, name: string) => ({
  id,
  name,
  logo: `https://image.tmdb.org/t/p/{size}/logo-${id}.jpg`,
});
const none = { flatrate: [], free: [], ads: [], rent: [], buy: [] };
let answer: TitleWatchProviders;
const asked: string[] = [];
const server = setupServer(
  http.get('*/api/catalog/movie/:id/watch-providers', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

const section = () => screen.findByRole('region', { name: 'Where to watch' });

describe('Where to watch on a title page', () => {
  it('shows only the groups present, in order, with logos named by their service', async () => {
    answer = {
      ...none,
      id: 7,
      region: 'DE',
      link: 'https://www.themoviedb.org/movie/7/watch?locale=DE',
      flatrate: [provider(8, 'Netflix'), provider(30, 'WOW')],
      buy: [provider(2, 'Apple TV')],
    };
    localStorage.setItem(
      storageKeys.watchSettings,
      JSON.stringify({ region: 'DE', providers: [30] }),
    );
    renderRoute('/movie/7', '/movie/:id', <WhereToWatch media="movie" id={7} />);
    const region = await section();
    expect(await within(region).findByRole('img', { name: 'Netflix' })).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w92/logo-8.jpg',
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Stream', 'Buy']);
    expect(region).toHaveTextContent('Germany');
    // My own service is marked.
    expect(within(region).getByText('WOW').closest('li')).toHaveTextContent('Yours');
    expect(within(region).getByRole('link', { name: /See all options on TMDB/ })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org/movie/7/watch?locale=DE',
    );
    expect(within(region).getByRole('link', { name: 'JustWatch' })).toHaveAttribute(
      'href',
      'https://www.justwatch.com',
    );
    expect(asked).toEqual(['?region=DE']);
  });

  it('says so when the country has nothing, keeping the attribution', async () => {
    answer = { ...none, id: 7, region: 'US', link: null };
    renderRoute('/movie/7', '/movie/:id', <WhereToWatch media="movie" id={7} />);
    const region = await section();
    expect(
      await within(region).findByText('Not available to stream in United States right now'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /See all options/ })).toBeNull();
    expect(within(region).getByRole('link', { name: 'JustWatch' })).toBeInTheDocument();
  });

  it('ignores a corrupt stored setting and asks for the browser language’s country', async () => {
    answer = { ...none, id: 7, region: 'US', link: null };
    localStorage.setItem(storageKeys.watchSettings, '{"region":"Narnia"');
    renderRoute('/movie/7', '/movie/:id', <WhereToWatch media="movie" id={7} />);
    await within(await section()).findByText(/Not available to stream/);
    // jsdom's navigator.language is en-US.
    expect(asked).toEqual(['?region=US']);
  });
});
