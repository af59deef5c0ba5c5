import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { currentNotices, useNotices } from '@/client/lib/notices';
import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import { installFakeLibraryServer, vaultItem } from './testing/fake-library-server';
import { startLibrarySync } from './library-sync';
import { readRejected } from './rejected-changes';
import { readQueue } from './sync-state';

const fake = installFakeLibraryServer(() => useNotices.setState({ notices: [] }));

const saveVault = (...items: unknown[]) =>
  localStorage.setItem(storageKeys.vault, JSON.stringify(items));
const FULL = { code: 'library-full', message: 'A library keeps at most 10,000 saved titles.' };

describe('a change the account rejects', () => {
  it('is dropped alone: the others reach the account, and it is told, listed and not sent again', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    fake.server.state.refuse = (op) => (op.key === 'vault:tv:2' ? FULL : null);
    saveVault(vaultItem(1), vaultItem(2), vaultItem(3));
    await engine.syncNow();

    // The pushes speak protocol 2, so the server answers each operation.
    expect(fake.server.state.protocols).toEqual([2]);
    expect(fake.server.value('vault:tv:1')).not.toBeNull();
    expect(fake.server.value('vault:tv:3')).not.toBeNull();
    expect(fake.server.value('vault:tv:2')).toBeNull();
    expect(readQueue('u1')).toEqual([]);
    // The record stays in this browser.
    expect(readVault().map((item) => item.id)).toEqual([1, 2, 3]);
    expect(currentNotices().map((notice) => notice.message)).toContain(
      `1 change could not be saved: Saved title “Series 2”: ${FULL.message}`,
    );
    expect(readRejected()).toEqual([
      {
        key: 'vault:tv:2',
        what: 'Saved title “Series 2”',
        why: FULL.message,
        at: expect.any(Number),
      },
    ]);

    // Not sent again, however often the engine syncs.
    await engine.syncNow();
    await engine.syncNow();
    expect(fake.server.state.pushes).toHaveLength(1);

    // Changed again once there is room: it is sent, accepted, and no longer listed.
    fake.server.state.refuse = () => null;
    saveVault(vaultItem(1), vaultItem(2, '2026-02-02T00:00:00.000Z'), vaultItem(3));
    await engine.syncNow();
    expect(fake.server.value('vault:tv:2')).not.toBeNull();
    expect(readRejected()).toEqual([]);
  });

  it('counts several in one notice, and lists each', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    fake.server.state.refuse = (op) => (op.key === 'vault:tv:1' ? null : FULL);
    saveVault(vaultItem(1), vaultItem(2), vaultItem(3));
    await engine.syncNow();
    expect(fake.server.value('vault:tv:1')).not.toBeNull();
    expect(currentNotices().map((notice) => notice.message)).toContainEqual(
      expect.stringMatching(/^2 changes could not be saved: Saved title “Series \d”: /),
    );
    expect(
      readRejected()
        .map((change) => change.key)
        .sort(),
    ).toEqual(['vault:tv:2', 'vault:tv:3']);
  });

  it('a record too large for the account is never sent, but told and listed; the others go', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    const padded = { ...vaultItem(2), notes: 'x'.repeat(LIBRARY_LIMITS.valueBytes) };
    saveVault(vaultItem(1), padded);
    await engine.syncNow();
    expect(fake.server.state.pushes.flat().map((op) => op.key)).toEqual(['vault:tv:1']);
    expect(readRejected()).toEqual([
      expect.objectContaining({ key: 'vault:tv:2', why: expect.stringMatching(/over 32 KB/) }),
    ]);
    expect(currentNotices().map((notice) => notice.message)).toContainEqual(
      expect.stringMatching(/^1 change could not be saved: Saved title “Series 2”: .*32 KB/),
    );
    await engine.syncNow();
    expect(fake.server.state.pushes).toHaveLength(1);
  });
});
