import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeLibraryServer,
  progressRecord,
  vaultItem,
} from '@/client/library/sync/testing/fake-library-server';
import {
  dropLeftQueues,
  LEFT_QUEUE_MS,
  startLibrarySync,
  stopLibrarySync,
} from '@/client/library/sync/library-sync';
import { queueKey } from '@/client/library/sync/sync-state';
import { keepOfflineAccount } from '@/client/lib/offline-account';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { runtimeCaches } from '@/client/service-worker/cache-names';
import { applySession, resetAuthState } from './auth-state';
import { APP_VERSION } from '@/shared/client-config';

/*
 * However a session ends, nothing of the person stays in this browser but the changes that
 * could not be sent, under their account's own key (docs/product.md#sessions).
 */
const fake = installFakeLibraryServer(() => {
  resetAuthState();
  sessionStorage.clear();
  document.head.querySelector('meta[name="nexus-config"]')?.remove();
});

const deletedCaches: string[] = [];
beforeEach(() => {
  deletedCaches.length = 0;
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deletedCaches.push(name);
      return true;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const set = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const ada = { id: 'u-ada', email: 'ada@example.com', name: 'Ada' };

/** Ada's whole library in this browser, in sync with her account. */
async function adaSignedInWithALibrary() {
  applySession({ user: ada });
  set(storageKeys.vault, [vaultItem(1396)]);
  set(storageKeys.watchHistory, [
    { id: 1396, media_type: 'tv', title: 'Breaking Bad', watchedAt: 1, progress: 10 },
  ]);
  set(storageKeys.watchProgress('movie', 603), progressRecord(603));
  set(storageKeys.ratings, [
    { id: 1396, media_type: 'tv', rating: 4.5, ratedAt: 2, title: 'Breaking Bad' },
  ]);
  set(watchStateKeys.marks, []);
  set(watchStateKeys.rowRemoved, []);
  localStorage.setItem(storageKeys.profileImage, 'data:image/png;base64,AAAA');
  // A record once set aside as unreadable: a copy of the owner's data all the same.
  localStorage.setItem(`${storageKeys.corruptPrefix}nexus_vault_1700000000000`, '[{"id":1396');
  keepOfflineAccount({ uid: ada.id, name: ada.name, email: ada.email }, true);
  sessionStorage.setItem(storageKeys.offlineAccount, JSON.stringify({ uid: ada.id }));
  await startLibrarySync(ada.id).syncNow();
  expect(localStorage.getItem(storageKeys.librarySnapshot)).toContain('1396');
}

/** Whatever this browser still holds, in either storage. */
const leftBehind = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort();

describe('when a session ends', () => {
  it('a page that loads signed out removes what a previous owner left, snapshot and caches too', async () => {
    await adaSignedInWithALibrary();
    stopLibrarySync();
    // The next visitor: the server answers that nobody is signed in.
    resetAuthState();
    applySession({ user: null });
    await waitFor(() => expect(leftBehind()).toEqual([]));
    await waitFor(() => expect(deletedCaches.sort()).toEqual(Object.values(runtimeCaches).sort()));
  });

  it('a 401 from the library signs out and clears it, keeping only the change not sent', async () => {
    await adaSignedInWithALibrary();
    // Signed out from another device (or disabled); then a change here meets the 401.
    fake.server.state.signedOut = true;
    set(storageKeys.vault, [vaultItem(1396), vaultItem(1399)]);
    await startLibrarySync(ada.id).syncNow();
    await waitFor(() => expect(leftBehind()).toEqual([queueKey(ada.id)]));
    expect(localStorage.getItem(queueKey(ada.id))).toContain('vault:tv:1399');
    expect(localStorage.getItem(queueKey(ada.id))).not.toContain('Breaking Bad');
  });

  it("the live stream's 'session ended' notice leads to the same, with no change waiting", async () => {
    const streams = fakeEventSources();
    await adaSignedInWithALibrary();
    expect(streams).toHaveLength(1);
    fake.server.state.signedOut = true;
    streams[0]!.dispatchEvent(new MessageEvent('session-ended', { data: '{}' }));
    await waitFor(() => expect(leftBehind()).toEqual([]));
  });

  it('a stream refused on reconnecting (its session gone) leads to the same', async () => {
    const streams = fakeEventSources();
    await adaSignedInWithALibrary();
    fake.server.state.signedOut = true;
    streams[0]!.readyState = FakeEventSource.CLOSED;
    streams[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(leftBehind()).toEqual([]));
  });

  it('keeps the library when the server did not answer: that says nothing of the session', async () => {
    await adaSignedInWithALibrary();
    stopLibrarySync();
    resetAuthState();
    applySession({ user: null }, undefined, false);
    await settled();
    expect(localStorage.getItem(storageKeys.vault)).toContain('1396');
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBe(ada.id);
  });

  it('with accounts off the library is the product itself: a signed-out page keeps it', async () => {
    const meta = document.createElement('meta');
    meta.name = 'nexus-config';
    meta.content = JSON.stringify({ authMode: 'anonymous', version: APP_VERSION });
    document.head.append(meta);
    set(storageKeys.vault, [vaultItem(1396)]);
    localStorage.setItem(storageKeys.libraryOwner, ada.id);
    applySession({ user: null });
    await settled();
    expect(localStorage.getItem(storageKeys.vault)).toContain('1396');
  });
});

describe("an account's unsent changes left on this browser", () => {
  const DAY = 24 * 3600_000;
  const NOW = 1_800_000_000_000;
  const queued = (uid: string, at: number) =>
    set(queueKey(uid), [{ opId: `op-${uid}-0001`, key: 'vault:tv:1', value: vaultItem(1), at }]);

  it('wait 30 days from their newest change for that account, then go', () => {
    queued('old', NOW - LEFT_QUEUE_MS - 1);
    queued('recent', NOW - 29 * DAY);
    queued('signing-in', NOW - 90 * DAY);
    dropLeftQueues('signing-in', NOW);
    expect(Object.keys(localStorage).sort()).toEqual(
      [queueKey('recent'), queueKey('signing-in')].sort(),
    );
  });

  it('are checked when a page loads signed out', async () => {
    queued('old', Date.now() - LEFT_QUEUE_MS - DAY);
    queued('recent', Date.now() - DAY);
    applySession({ user: null });
    await waitFor(() => expect(Object.keys(localStorage)).toEqual([queueKey('recent')]));
  });
});

/** Puts the fake in place of EventSource; returns the streams the page opens. */
function fakeEventSources() {
  const streams: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends FakeEventSource {
      constructor(url: string) {
        super(url);
        streams.push(this);
      }
    },
  );
  return streams;
}

/** Just enough of EventSource for the sync engine: listeners, and a state a test sets. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Lets a lazy step that was started run to its end (the sync module is loaded already). */
async function settled() {
  await import('@/client/library/sync/library-sync');
  await new Promise((resolve) => setTimeout(resolve, 0));
}
