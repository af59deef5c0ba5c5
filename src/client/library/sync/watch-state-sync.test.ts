import { describe, expect, it } from 'vitest';
import {
  readContinueRemoved,
  removeFromContinueWatching,
} from '@/client/library/stores/continue-removed-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { installFakeLibraryServer } from './testing/fake-library-server';
import { startLibrarySync } from './library-sync';

const fake = installFakeLibraryServer();

describe('the watched state in the library', () => {
  it('pushes watched marks per episode and titles removed from Continue Watching', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    markWatched({ id: 1396, type: 'tv', season: 2, episode: 5 }, 10);
    markWatched({ id: 603, type: 'movie' }, 11);
    removeFromContinueWatching({ id: 550, type: 'movie' }, 12);
    await startLibrarySync('u1').syncNow();
    expect(fake.server.value('watched:tv:1396:2:5')).toEqual({
      id: 1396,
      type: 'tv',
      season: 2,
      episode: 5,
      watchedAt: 10,
    });
    expect(fake.server.value('watched:movie:603')).toEqual({
      id: 603,
      type: 'movie',
      watchedAt: 11,
    });
    expect(fake.server.value('continue-removed:movie:550')).toEqual({
      id: 550,
      type: 'movie',
      removedAt: 12,
    });
  });

  it("writes another device's marks and removals into this browser's keys, newest first", async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    markWatched({ id: 1396, type: 'tv', season: 1, episode: 1 }, 10);
    const sync = startLibrarySync('u1');
    await sync.syncNow();
    fake.server.storeFromElsewhere([
      {
        opId: 'elsewhere-1',
        key: 'watched:tv:1396:1:2',
        value: { id: 1396, type: 'tv', season: 1, episode: 2, watchedAt: 20 },
        at: 20,
      },
      { opId: 'elsewhere-2', key: 'watched:tv:1396:1:1', value: null, at: Date.now() },
      {
        opId: 'elsewhere-3',
        key: 'continue-removed:tv:1399',
        value: { id: 1399, type: 'tv', removedAt: 30 },
        at: 30,
      },
    ]);
    await sync.syncNow();
    expect(readWatchedMarks()).toEqual([
      { id: 1396, type: 'tv', season: 1, episode: 2, watchedAt: 20 },
    ]);
    expect(readContinueRemoved()).toEqual([{ id: 1399, type: 'tv', removedAt: 30 }]);
  });
});
