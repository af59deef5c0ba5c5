import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { breakingBad, matrix, season } from '@/client/testing/tmdb-fixtures';
import { prefetchTitle } from './prefetch-title';
import {
  movieDetailQueryOptions,
  tvDetailQueryOptions,
  tvSeasonQueryOptions,
} from './title-details';

const server = setupServer(
  http.get('*/api/catalog/movie/603', () => HttpResponse.json(matrix)),
  http.get('*/api/catalog/tv/1396', () => HttpResponse.json(breakingBad)),
  http.get('*/api/catalog/tv/1396/season/1', () => HttpResponse.json(season(1396, 1, 7))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('warms the movie detail query under the key the page reads', async () => {
  const client = new QueryClient();
  await prefetchTitle(client, { id: 603, media_type: 'movie' }, 'en');
  expect(client.getQueryData(movieDetailQueryOptions(603, 'en').queryKey)?.title).toBe(
    'The Matrix',
  );
});

it('warms the series detail and its first regular season (not the specials)', async () => {
  const client = new QueryClient();
  await prefetchTitle(client, { id: 1396, media_type: 'tv' }, 'en');
  expect(client.getQueryData(tvDetailQueryOptions(1396, 'en').queryKey)?.name).toBe('Breaking Bad');
  expect(client.getQueryData(tvSeasonQueryOptions(1396, 1, 'en').queryKey)?.episodes).toHaveLength(
    7,
  );
  expect(client.getQueryData(tvSeasonQueryOptions(1396, 0, 'en').queryKey)).toBeUndefined();
});

it('asks in the page language, under a key of its own', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/catalog/movie/603', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ ...matrix, title: 'Matrix' });
    }),
  );
  const client = new QueryClient();
  await prefetchTitle(client, { id: 603, media_type: 'movie' }, 'fr');
  expect(asked).toEqual(['?language=fr']);
  expect(client.getQueryData(movieDetailQueryOptions(603, 'fr').queryKey)?.title).toBe('Matrix');
  expect(client.getQueryData(movieDetailQueryOptions(603, 'en').queryKey)).toBeUndefined();
});
