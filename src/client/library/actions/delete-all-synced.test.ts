import { describe, expect, it } from 'vitest';
import {
  installFakeLibraryServer,
  vaultItem,
} from '@/client/library/sync/testing/fake-library-server';
import { startLibrarySync, stopLibrarySync } from '@/client/library/sync/library-sync';
import { queueKey } from '@/client/library/sync/sync-state';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { deleteAllLocalData } from './local-data-actions';

const fake = installFakeLibraryServer();

// Recent: queues whose newest change is over 30 days old are dropped at start (product.md).
const CHANGED_AT = Date.now() - 60_000;
const unsent = (uid: string, id: number) =>
  JSON.stringify([
    { opId: `${uid}-unsent-op-${id}`, key: `vault:tv:${id}`, value: vaultItem(id), at: CHANGED_AT },
  ]);

describe('Delete all local data, signed in with sync (docs/product.md#your-data)', () => {
  it("empties this browser, keeps every account's unsent changes, and the account keeps its library", async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    localStorage.setItem(storageKeys.vault, JSON.stringify([vaultItem(1), vaultItem(2)]));
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    expect(fake.server.value('vault:tv:1')).toMatchObject({ id: 1 });
    // A change of this account that has not gone out yet, and one another account left here.
    localStorage.setItem(queueKey('u1'), unsent('u1', 7));
    localStorage.setItem(queueKey('u2'), unsent('u2', 9));
    const profile = JSON.stringify({
      id: 'pf_main',
      name: 'Ada',
      avatar: 'avatar:0',
      kids: false,
      locked: false,
      first: true,
    });
    localStorage.setItem(storageKeys.currentProfile, profile);

    deleteAllLocalData();
    // The profile this device watches as is the session's choice, not data: it stays, so the
    // page does not choose again and pull the library straight back.
    expect(localStorage.getItem(storageKeys.currentProfile)).toBe(profile);
    expect(readVault()).toEqual([]);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBeNull();
    expect(localStorage.getItem(queueKey('u1'))).toBe(unsent('u1', 7));
    expect(localStorage.getItem(queueKey('u2'))).toBe(unsent('u2', 9));
    // No deletions reach the account: this browser's copy went, not the library.
    await engine.syncNow();
    expect(fake.server.value('vault:tv:1')).toMatchObject({ id: 1 });
    expect(fake.server.value('vault:tv:2')).toMatchObject({ id: 2 });

    // The next time NEXUS opens here signed in: the library comes back, with the unsent change.
    stopLibrarySync();
    await startLibrarySync('u1').syncNow();
    expect(fake.server.value('vault:tv:7')).toMatchObject({ id: 7 });
    expect(
      readVault()
        .map((item) => item.id)
        .sort(),
    ).toEqual([1, 2, 7]);
    expect(localStorage.getItem(queueKey('u2'))).toBe(unsent('u2', 9));
    expect(fake.server.value('vault:tv:9')).toBeNull();
  });
});
