import { describe, expect, it, vi } from 'vitest';
import { hideForeignLibrary } from '@/client/library/stores/library-owner';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { readProgress } from '@/client/library/stores/watch-progress-store';
import { currentNotices, UNDO_WINDOW_MS } from '@/client/lib/notices';
import { HISTORY_REMOVAL_DELAY_MS } from './capture-local-changes';
import { progressRecord, installFakeLibraryServer, vaultItem } from './testing/fake-library-server';
import {
  flushBeforeSignOut,
  forgetLocalLibrary,
  startLibrarySync,
  stopLibrarySync,
} from './library-sync';
import { queueKey, readQueue } from './sync-state';

const fake = installFakeLibraryServer();

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const saveVault = (...items: unknown[]) => store(storageKeys.vault, items);

describe('library sync', () => {
  it('pushes local changes, and the queue survives a reload while the server is away', async () => {
    fake.server.state.down = true;
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    saveVault(vaultItem(1));
    await startLibrarySync('u1').syncNow();
    expect(readQueue('u1').map((op) => op.key)).toEqual(['vault:tv:1']);

    // A reload: this page's engine is gone, the stored queue is not.
    stopLibrarySync();
    expect(JSON.parse(localStorage.getItem(queueKey('u1'))!)).toHaveLength(1);
    fake.server.state.down = false;
    await startLibrarySync('u1').syncNow();
    expect(readQueue('u1')).toEqual([]);
    expect(fake.server.value('vault:tv:1')).toMatchObject({ id: 1, type: 'tv' });
    // Sent once: a second sync finds nothing new to push.
    await startLibrarySync('u1').syncNow();
    expect(fake.server.state.pushes).toHaveLength(1);
  });

  it('applies pulled items to the product keys, removals included', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    fake.server.storeFromElsewhere([
      { opId: 'elsewhere-1', key: 'vault:tv:7', value: vaultItem(7), at: 1 },
      { opId: 'elsewhere-2', key: 'progress:movie:603', value: progressRecord(603), at: 2 },
    ]);
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    expect(readVault().map((item) => item.id)).toEqual([7]);
    expect(readProgress('movie', 603)).toMatchObject({ progress: 42 });

    fake.server.storeFromElsewhere([
      { opId: 'elsewhere-3', key: 'vault:tv:7', value: null, at: 3 },
    ]);
    await engine.syncNow();
    expect(readVault()).toEqual([]);
    // Applying the account's items is not a local change: nothing goes back up.
    expect(fake.server.state.pushes).toEqual([]);
  });

  it('a pending local removal newer than the account copy wins over it', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    fake.server.storeFromElsewhere([
      { opId: 'elsewhere-1', key: 'vault:tv:7', value: vaultItem(7), at: 1 },
    ]);
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    saveVault(); // removed here, later than the account's copy
    await engine.syncNow();
    expect(readVault()).toEqual([]);
    expect(fake.server.value('vault:tv:7')).toBeNull();
  });
});

describe('owner rules', () => {
  it('data with no owner joins the account that signs in, with a notice of what was added', async () => {
    saveVault(vaultItem(1), vaultItem(2));
    store(storageKeys.watchProgress('movie', 603), progressRecord(603));
    await startLibrarySync('u1').syncNow();
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBe('u1');
    expect(fake.server.value('vault:tv:2')).not.toBeNull();
    expect(fake.server.value('progress:movie:603')).not.toBeNull();
    expect(currentNotices().map((notice) => notice.message)).toContain(
      'Added to your account from this browser: 2 saved titles, 1 progress record.',
    );
  });

  it("another account's library is cleared, never merged, and its queue is kept for it", async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'someone-else');
    localStorage.setItem(queueKey('someone-else'), '[]');
    saveVault(vaultItem(9));
    await startLibrarySync('u1').syncNow();
    expect(readVault()).toEqual([]);
    expect(fake.server.state.pushes).toEqual([]);
    expect(readQueue('u1')).toEqual([]);
    // Their last change went to their own queue, for their next sign-in here.
    expect(readQueue('someone-else').map((op) => op.key)).toEqual(['vault:tv:9']);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBe('u1');
  });

  it('is checked before any render: another account sees nothing from the first moment', () => {
    localStorage.setItem(storageKeys.libraryOwner, 'someone-else');
    saveVault(vaultItem(9));
    hideForeignLibrary('someone-else');
    expect(readVault()).toHaveLength(1);
    hideForeignLibrary('u1');
    expect(readVault()).toEqual([]);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBeNull();
  });
});

describe('sign-out', () => {
  it('pushes what is pending first; what could not be pushed is counted and kept', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    const engine = startLibrarySync('u1');
    await engine.syncNow();
    fake.server.state.down = true;
    saveVault(vaultItem(1), vaultItem(2));
    expect(await flushBeforeSignOut(200)).toBe(2);

    forgetLocalLibrary();
    expect(readVault()).toEqual([]);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBeNull();
    expect(readQueue('u1')).toHaveLength(2);

    // The same account back on this browser: the kept changes reach it.
    fake.server.state.down = false;
    await startLibrarySync('u1').syncNow();
    expect(fake.server.value('vault:tv:1')).not.toBeNull();
    expect(
      readVault()
        .map((item) => item.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('resolves with 0 once everything reached the account', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    await startLibrarySync('u1').syncNow();
    saveVault(vaultItem(3));
    expect(await flushBeforeSignOut(2000)).toBe(0);
    expect(fake.server.value('vault:tv:3')).not.toBeNull();
  });

  it('waits out the undo window before a history removal leaves, so an Undo still wins', async () => {
    expect(HISTORY_REMOVAL_DELAY_MS).toBe(UNDO_WINDOW_MS);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      localStorage.setItem(storageKeys.libraryOwner, 'u1');
      const entry = { id: 5, media_type: 'tv', name: 'Aurora', watchedAt: 1000, progress: 80 };
      store(storageKeys.watchHistory, [entry]);
      const engine = startLibrarySync('u1');
      await engine.syncNow();
      store(storageKeys.watchHistory, []);
      await engine.syncNow();
      expect(fake.server.value('history:tv:5')).not.toBeNull();
      // Undone within the window: nothing was removed anywhere.
      store(storageKeys.watchHistory, [entry]);
      await engine.syncNow();
      expect(fake.server.value('history:tv:5')).not.toBeNull();
      // Removed for good: it leaves once the window has passed.
      store(storageKeys.watchHistory, []);
      await engine.syncNow();
      vi.setSystemTime(Date.now() + UNDO_WINDOW_MS + 1);
      await engine.syncNow();
      expect(fake.server.value('history:tv:5')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
