import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { matchTitles } from './match-titles';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const items = [{ title: 'Heat', year: 1995 }];
const rejection = async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = await matchTitles(items).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 502, code: 'bad-response' });
};

describe('matchTitles', () => {
  it('takes an answer it cannot read for the same error every catalogue read gives', async () => {
    server.use(http.post('*/api/catalog/match', () => HttpResponse.json({ results: 'no' })));
    await rejection();
  });

  it('takes an answer with a result too few for the same error', async () => {
    server.use(http.post('*/api/catalog/match', () => HttpResponse.json({ results: [] })));
    await rejection();
  });
});
