import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { installFakeLibraryServer, vaultItem } from './testing/fake-library-server';
import { startLibrarySync } from './library-sync';
import { readSnapshot } from './sync-state';

const fake = installFakeLibraryServer();

const saveVault = (...items: unknown[]) =>
  localStorage.setItem(storageKeys.vault, JSON.stringify(items));
const vaultKeys = () =>
  [...fake.server.state.items.keys()].filter((key) => key.startsWith('vault:'));

describe('a new library epoch (the server restored from a backup)', () => {
  it('pushes what the backup lacks and pulls everything again; a cursor from before is not trusted', async () => {
    fake.server.state.epoch = 'before';
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    saveVault(vaultItem(1), vaultItem(2));
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    expect(vaultKeys().sort()).toEqual(['vault:tv:1', 'vault:tv:2']);
    expect(readSnapshot('u1')).toMatchObject({ epoch: 'before', cursor: 2 });

    // The backup was taken when only the first title was saved; then another device saved a
    // third after the restore (its counter now equals this browser's old cursor).
    fake.server.restoreBackup(['vault:tv:1'], 'after');
    fake.server.storeFromElsewhere([
      { opId: 'elsewhere-3', key: 'vault:tv:3', value: vaultItem(3), at: Date.now() },
    ]);
    expect(fake.server.state.seq).toBe(2);

    await engine.syncNow();
    expect(vaultKeys().sort()).toEqual(['vault:tv:1', 'vault:tv:2', 'vault:tv:3']);
    expect(
      readVault()
        .map((item) => item.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(readSnapshot('u1')).toMatchObject({ epoch: 'after', cursor: fake.server.state.seq });

    // Settled: the next sync sends nothing.
    const pushes = fake.server.state.pushes.length;
    await engine.syncNow();
    expect(fake.server.state.pushes).toHaveLength(pushes);
  });

  it("a browser that synced before epochs existed takes the server's without pushing anything again", async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    saveVault(vaultItem(1));
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    expect(readSnapshot('u1').epoch).toBeUndefined();
    const pushes = fake.server.state.pushes.length;

    fake.server.state.epoch = 'first';
    await engine.syncNow();
    expect(readSnapshot('u1').epoch).toBe('first');
    expect(fake.server.state.pushes).toHaveLength(pushes);
  });
});
