import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetAuthState } from '../hooks/auth-state';

/**
 * Test support for sign-out: a fake server whose sign-out answers `state.status` and counts the
 * calls, while library sync cannot reach the account (so a change waiting stays waiting). Each
 * test starts signed out, with status 200 and no calls.
 */
export function installSignOutServer() {
  const state = { status: 200, signOuts: 0 };
  const server = setupServer(
    http.post('*/api/library/push', () => HttpResponse.error()),
    http.get('*/api/library/changes', () =>
      HttpResponse.json({ items: [], cursor: 0, more: false, reset: false }),
    ),
    http.post('*/api/auth/sign-out', () => {
      state.signOuts += 1;
      return state.status === 200
        ? HttpResponse.json({ success: true })
        : HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 500 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    state.status = 200;
    state.signOuts = 0;
    resetAuthState();
  });
  afterEach(() => server.resetHandlers());
  return state;
}
