import { describe, expect, it } from 'vitest';
import { clearLocalLibrary } from '@/client/library/stores/library-owner';
import { readRatings, writeRatings } from '@/client/library/stores/ratings-store';
import { storageKeys } from '@/client/lib/storage-keys';
import { ratingEntry } from '@/client/library/stores/testing/rating-entry';
import { installFakeLibraryServer } from './testing/fake-library-server';
import { startLibrarySync } from './library-sync';

const fake = installFakeLibraryServer();

const rating = ratingEntry;

/** Your ratings belong to the account like the rest of the library (docs/product.md#library-sync). */
describe('ratings in the library', () => {
  it('go to the account, come back from another device, and leave the browser with their owner', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    writeRatings([rating(603, 4.5, 10)]);
    const sync = startLibrarySync('u1');
    await sync.syncNow();
    expect(fake.server.value('rating:movie:603')).toEqual(rating(603, 4.5, 10));

    fake.server.storeFromElsewhere([
      { opId: 'elsewhere-r1', key: 'rating:movie:550', value: rating(550, 3, 20), at: 20 },
      { opId: 'elsewhere-r2', key: 'rating:movie:603', value: null, at: Date.now() },
    ]);
    await sync.syncNow();
    expect(readRatings()).toEqual([rating(550, 3, 20)]);

    // Signing out takes them off a shared browser, with the rest of the library.
    clearLocalLibrary();
    expect(localStorage.getItem(storageKeys.ratings)).toBeNull();
  });
});
