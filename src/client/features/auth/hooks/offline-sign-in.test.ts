import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepOfflineAccount } from '@/client/lib/offline-account';
import { storageKeys } from '@/client/lib/storage-keys';
import { useSessionUser } from '@/client/lib/session-user-store';
import { applySession, resetAuthState, useAuthStatus } from './auth-state';

/*
 * Opening the app offline (docs/product.md#installable-app): the session cannot be asked for,
 * so the owner of this browser's library stays signed in from what was kept, and nobody else.
 */
const ada = { id: 'u-ada', email: 'ada@example.com', name: 'Ada Lovelace' };
let answer: 'network-down' | { user: typeof ada | null } = 'network-down';
const server = setupServer(
  http.get('*/api/auth/get-session', () =>
    answer === 'network-down' ? HttpResponse.error() : HttpResponse.json(answer),
  ),
);
let online = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  online = false;
  answer = 'network-down';
  resetAuthState();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});

/** Ada signed in earlier (online), and her library is this browser's. */
async function adaWasHere(remembered: boolean) {
  localStorage.setItem(storageKeys.libraryOwner, ada.id);
  keepOfflineAccount({ uid: ada.id, name: ada.name, email: ada.email }, remembered);
}

const stored = () => ({
  local: localStorage.getItem(storageKeys.offlineAccount),
  tab: sessionStorage.getItem(storageKeys.offlineAccount),
});

describe('opening the app offline', () => {
  it.each([
    ['with Remember me', true],
    ['without it, in the same tab', false],
  ])('keeps the library owner signed in %s', async (_, remembered) => {
    await adaWasHere(remembered);
    const { result } = renderHook(() => useAuthStatus());
    await waitFor(() => expect(result.current).toBe('signed-in'));
    expect(useSessionUser.getState()).toMatchObject({
      uid: ada.id,
      name: ada.name,
      email: ada.email,
    });
  });

  it('keeps the account signed in over a library its sync has not marked yet', async () => {
    await adaWasHere(false);
    localStorage.removeItem(storageKeys.libraryOwner);
    const { result } = renderHook(() => useAuthStatus());
    await waitFor(() => expect(result.current).toBe('signed-in'));
  });

  it('keeps no token: only who it was, and until when', async () => {
    await adaWasHere(true);
    expect(stored().tab).toBeNull();
    const record = JSON.parse(stored().local!) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['email', 'name', 'uid', 'until']);
    // 'Remember me' lasts as the cookie does: 30 days.
    expect(record.until).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(record.until).toBeLessThanOrEqual(Date.now() + 30 * 24 * 3600_000);
  });

  it('without Remember me the account is kept for the tab only', async () => {
    await adaWasHere(false);
    expect(stored().local).toBeNull();
    expect(JSON.parse(stored().tab!)).toMatchObject({ uid: ada.id, until: null });
    // A later answer from the server keeps it where the sign-in put it.
    applySession({ user: ada });
    await waitFor(() => expect(stored().tab).not.toBeNull());
    expect(stored().local).toBeNull();
  });

  it.each([
    [
      'the library here is another account’s',
      () => localStorage.setItem(storageKeys.libraryOwner, 'u-bob'),
    ],
    ['they signed out', () => applySession({ user: null })],
    [
      'the 30 days have passed',
      () => {
        const record = JSON.parse(stored().local!) as Record<string, unknown>;
        localStorage.setItem(
          storageKeys.offlineAccount,
          JSON.stringify({ ...record, until: Date.now() - 1 }),
        );
      },
    ],
    ['the record is not ours', () => localStorage.setItem(storageKeys.offlineAccount, '{"uid":1}')],
  ])('signs nobody in when %s', async (_, change) => {
    await adaWasHere(true);
    change();
    const { result } = renderHook(() => useAuthStatus());
    await waitFor(() => expect(result.current).toBe('signed-out'));
    expect(useSessionUser.getState().uid).toBe('');
  });

  it('asks the server again once back online, and a session that ended there ends here', async () => {
    await adaWasHere(true);
    const { result } = renderHook(() => useAuthStatus());
    await waitFor(() => expect(result.current).toBe('signed-in'));

    answer = { user: null };
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toBe('signed-out'));
    await waitFor(() => expect(stored()).toEqual({ local: null, tab: null }));
  });

  it('never keeps an account that signed out before its record was written', async () => {
    vi.useFakeTimers();
    try {
      applySession({ user: ada }, true);
      await vi.advanceTimersByTimeAsync(500);
      applySession({ user: null });
      // The record is due a second after the answer (and an idle moment); the sign-out's own
      // clean-up comes half a second later. In between, nothing may have been written.
      await vi.advanceTimersByTimeAsync(1000);
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
      expect(stored()).toEqual({ local: null, tab: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an account still signed in is kept a moment after the answer', async () => {
    applySession({ user: ada }, true);
    await waitFor(() => expect(stored().local).not.toBeNull());
  });
});
