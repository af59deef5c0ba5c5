import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

/**
 * Test support: a catalogue that knows one title's detail (`/api/catalog/{media}/{id}`) and
 * answers 404 in the error shape for any other, for the tests of the calling file; any other
 * request fails the test.
 */
export function serveDetail(media: 'movie' | 'tv', detail: { id: number }) {
  const server = setupServer(
    http.get(`*/api/catalog/${media}/:id`, ({ params }) =>
      Number(params.id) === detail.id
        ? HttpResponse.json(detail)
        : HttpResponse.json(
            { error: { code: 'not-found', message: 'No such title' } },
            { status: 404 },
          ),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return server;
}
