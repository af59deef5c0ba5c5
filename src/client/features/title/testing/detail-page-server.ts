import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The network of a detail page test: an MSW server that refuses unhandled requests and records
 * the path of each one, installed around every test of the calling file.
 */
export function setUpDetailPageServer() {
  const requests: string[] = [];
  const server = setupServer();
  // Role queries over a whole detail page are slow in jsdom, more so on a busy machine.
  configure({ asyncUtilTimeout: 5_000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    server.events.on(
      'request:start',
      ({ request }) => void requests.push(new URL(request.url).pathname),
    );
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return { server, requests };
}
