import { describe, expect, it } from 'vitest';
import {
  installFakeLibraryServer,
  vaultItem,
} from '@/client/lib/library-sync/testing/fake-library-server';
import { startLibrarySync } from '@/client/lib/library-sync/library-sync';
import { queueKey } from '@/client/lib/library-sync/sync-state';
import { storageKeys } from '@/client/lib/local-data/storage-keys';
import { readVault } from '@/client/lib/local-data/vault-store';
import { deleteAllLocalData } from './local-data-actions';

const fake = installFakeLibraryServer();

describe('Delete all local data, signed in with sync', () => {
  it('reaches the account as deletions, and leaves other accounts’ waiting changes alone', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    localStorage.setItem(storageKeys.vault, JSON.stringify([vaultItem(1), vaultItem(2)]));
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    expect(fake.server.value('vault:tv:1')).toMatchObject({ id: 1 });
    // Another account signed in on this browser once and left a change that never got out.
    const othersQueue = '[{"opId":"u2-op","key":"vault:movie:9","value":null,"at":1}]';
    localStorage.setItem(queueKey('u2'), othersQueue);

    deleteAllLocalData();
    await engine.syncNow();

    expect(readVault()).toEqual([]);
    // Tombstones, not a pull that brings the titles back.
    for (const key of ['vault:tv:1', 'vault:tv:2']) {
      expect(fake.server.state.items.get(key)).toMatchObject({ key, value: null });
    }
    expect(localStorage.getItem(queueKey('u2'))).toBe(othersQueue);
  });
});
