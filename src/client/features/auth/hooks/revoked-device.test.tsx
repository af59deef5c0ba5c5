import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  installFakeLibraryServer,
  vaultItem,
} from '@/client/library/sync/testing/fake-library-server';
import { startLibrarySync } from '@/client/library/sync/library-sync';
import { readQueue } from '@/client/library/sync/sync-state';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { useSessionUser } from '@/client/lib/session-user-store';
import { applySession, resetAuthState } from './auth-state';
import { LibrarySync } from '@/client/library/sync/library-sync-effect';

/**
 * A device signed out from another one (docs/product.md#devices): the whole way from the
 * library's 401 to the library leaving this browser, its unsent change kept for its owner.
 */
const fake = installFakeLibraryServer(resetAuthState);

const signInAs = (id: string) =>
  applySession({ user: { id, email: `${id}@example.com`, name: id.toUpperCase() } });
const owner = () => localStorage.getItem(storageKeys.libraryOwner);
/** The engine LibrarySync started for `uid`, once it has (after the page's idle moment). */
async function syncedAs(uid: string) {
  await waitFor(() => expect(owner()).toBe(uid), { timeout: 5_000 });
  await startLibrarySync(uid).syncNow();
}
const pushedKeys = () => fake.server.state.pushes.flat().map((op) => op.key);

describe('a revoked device', () => {
  it('stops syncing at its next request, signs out here, and keeps its unsent change for the same account', async () => {
    signInAs('u1');
    render(<LibrarySync />);
    await syncedAs('u1');

    // Signed out from another device; then a change here meets the 401.
    fake.server.state.signedOut = true;
    localStorage.setItem(storageKeys.vault, JSON.stringify([vaultItem(1)]));
    await startLibrarySync('u1').syncNow();
    expect(useSessionUser.getState().uid).toBe('');
    await waitFor(() => expect(owner()).toBeNull());
    expect(readVault()).toEqual([]);
    expect(readQueue('u1').map((op) => op.key)).toEqual(['vault:tv:1']);

    // Another account on this browser: nothing of u1 shown, nothing of u1 sent.
    fake.server.state.signedOut = false;
    signInAs('u2');
    await syncedAs('u2');
    expect(readVault()).toEqual([]);
    expect(pushedKeys()).not.toContain('vault:tv:1');
    expect(readQueue('u1')).toHaveLength(1);

    // u1 back on this browser: the change kept for it reaches the account and the page.
    applySession({ user: null });
    await waitFor(() => expect(owner()).toBeNull());
    signInAs('u1');
    await syncedAs('u1');
    expect(pushedKeys()).toContain('vault:tv:1');
    expect(readVault().map((item) => item.id)).toEqual([1]);
    expect(readQueue('u1')).toEqual([]);
  });
});
