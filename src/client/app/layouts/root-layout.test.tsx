import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { useSessionUser } from '@/client/lib/session-user-store';
import {
  installFakeLibraryServer,
  vaultItem,
} from '@/client/library/sync/testing/fake-library-server';
import { renderRoute } from '@/client/testing/render-route';
import { RootLayout } from './root-layout';

// No header, so no avatar menu: the library's sync must not depend on a menu having loaded.
vi.mock('@/client/app/header/header', () => ({ Header: () => null }));

const fake = installFakeLibraryServer(() => useSessionUser.getState().removeUser());
const owner = () => localStorage.getItem(storageKeys.libraryOwner);

describe('the root layout', () => {
  it("syncs a signed-in account's library on any page, with no menu loaded", async () => {
    localStorage.setItem(storageKeys.vault, JSON.stringify([vaultItem(7)]));
    useSessionUser.getState().setUser({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada' });
    renderRoute('/browse', '/browse', <RootLayout />);

    await waitFor(() => expect(owner()).toBe('u1'), { timeout: 5_000 });
    await waitFor(() => expect([...fake.server.state.items.keys()]).toContain('vault:tv:7'), {
      timeout: 5_000,
    });
  });

  it('takes the library out of this browser when the session ends', async () => {
    localStorage.setItem(storageKeys.vault, JSON.stringify([vaultItem(7)]));
    useSessionUser.getState().setUser({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada' });
    renderRoute('/', '/', <RootLayout />);
    await waitFor(() => expect(owner()).toBe('u1'), { timeout: 5_000 });

    useSessionUser.getState().removeUser();
    await waitFor(() => expect(owner()).toBeNull(), { timeout: 5_000 });
    expect(localStorage.getItem(storageKeys.vault)).toBeNull();
  });
});
