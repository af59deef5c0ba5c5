import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/shared/profiles/profile-api';
import { storageKeys } from '@/client/lib/storage-keys';
import { readVault } from '@/client/library/stores/vault-store';
import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import { hideForeignLibrary } from '@/client/library/stores/library-owner';
import { installFakeLibraryServer, vaultItem } from './testing/fake-library-server';
import { startLibrarySync } from './library-sync';
import { readQueue } from './sync-state';
import { forgetLocalProfileLibrary, switchToProfile } from './switch-profile';

const fake = installFakeLibraryServer();

const profile = (id: string, extra: Partial<Profile> = {}): Profile => ({
  id,
  name: id,
  avatar: 'avatar:1',
  kids: false,
  locked: false,
  first: false,
  ...extra,
});
const main = profile('pf_main', { first: true });
const kids = profile('pf_kids', { kids: true });
const saveVault = (...items: unknown[]) =>
  localStorage.setItem(storageKeys.vault, JSON.stringify(items));
const vaultIds = () => readVault().map((item) => item.id);

describe('switching profile (accounts)', () => {
  it('empties the keys of one profile before the next one’s library arrives, and keeps its unsent change', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    saveVault(vaultItem(1));
    await switchToProfile('u1', kids);
    // Nothing of the main profile is shown as the kids profile's, even for a moment.
    expect(vaultIds()).toEqual([]);
    expect(readCurrentProfile()).toEqual(kids);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBe('u1~pf_kids');
    // The main profile's change waits in its own queue for its next turn.
    expect(readQueue('u1').map((op) => op.key)).toEqual(['vault:tv:1']);

    // The kids profile's sync names it on every call.
    fake.server.storeFromElsewhere([
      { opId: crypto.randomUUID(), key: 'vault:tv:7', value: vaultItem(7), at: Date.now() },
    ]);
    await startLibrarySync('u1').syncNow();
    expect(vaultIds()).toEqual([7]);
    expect(new Set(fake.server.state.profiles)).toEqual(new Set(['pf_kids']));

    // And back: the main profile's unsent change is pushed under its own name.
    fake.server.state.items.clear();
    fake.server.state.profiles.length = 0;
    await switchToProfile('u1', main);
    expect(vaultIds()).toEqual([]);
    await startLibrarySync('u1').syncNow();
    expect(fake.server.state.profiles).toContain('pf_main');
    expect(readQueue('u1')).toEqual([]);
    expect(vaultIds()).toEqual([1]);
  });

  it('stops when the device now watches as another profile: the library leaves, the page asks again', async () => {
    await switchToProfile('u1', kids);
    saveVault(vaultItem(3));
    fake.server.state.profileChanged = true;
    await startLibrarySync('u1').syncNow();
    expect(readCurrentProfile()).toBeNull();
    expect(vaultIds()).toEqual([]);
    expect(readQueue('u1~pf_kids').map((op) => op.key)).toEqual(['vault:tv:3']);
  });

  it('data that belonged to no account joins the first profile, never a profile chosen first', async () => {
    saveVault(vaultItem(5));
    await switchToProfile('u1', kids);
    expect(vaultIds()).toEqual([]);
    expect(readQueue('u1').map((op) => op.key)).toEqual(['vault:tv:5']);
    expect(readQueue('u1~pf_kids')).toEqual([]);
  });

  it('on a full storage, keeps data that could not join the first profile rather than lose or show it', async () => {
    localStorage.setItem(storageKeys.vault, '{"broken":');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(switchToProfile('u1', kids)).rejects.toThrow(/no room/);
      await switchToProfile('u1', main);
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(storageKeys.vault)).toBe('{"broken":');
  });

  it('keeps this account’s other profiles on a sign-in, and removes another account’s', () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1~pf_kids');
    saveVault(vaultItem(2));
    hideForeignLibrary('u1');
    expect(vaultIds()).toEqual([2]);
    hideForeignLibrary('u2');
    expect(vaultIds()).toEqual([]);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBeNull();
  });
});

describe('switching profile (anonymous)', () => {
  it('puts one profile’s library aside and brings the other’s back', async () => {
    saveVault(vaultItem(1));
    localStorage.setItem('watch_progress_movie_9', JSON.stringify({ progress: 10 }));
    await switchToProfile(null, kids);
    expect(vaultIds()).toEqual([]);
    expect(localStorage.getItem('watch_progress_movie_9')).toBeNull();
    saveVault(vaultItem(2));

    await switchToProfile(null, main);
    expect(vaultIds()).toEqual([1]);
    expect(localStorage.getItem('watch_progress_movie_9')).not.toBeNull();
    await switchToProfile(null, kids);
    expect(vaultIds()).toEqual([2]);

    // A stash that says more than a library holds brings back only the library's keys.
    localStorage.setItem(
      'nexus_profile_library_first',
      JSON.stringify({ nexus_library_owner: 'someone', [storageKeys.vault]: '[]' }),
    );
    await switchToProfile(null, main);
    expect(localStorage.getItem(storageKeys.libraryOwner)).toBeNull();
    // A deleted profile's library goes with it.
    forgetLocalProfileLibrary(kids);
    expect(localStorage.getItem('nexus_profile_library_pf_kids')).toBeNull();
  });
});

describe('switching profile and the service worker’s answers', () => {
  it('drops the catalogue answers and art kept for offline use when the profile changes', async () => {
    const deleted = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: deleted });
    try {
      await switchToProfile(null, kids);
      expect(deleted.mock.calls.map(([name]) => name).sort()).toEqual([
        'nexus-art-v1',
        'nexus-catalog-v1',
      ]);
      deleted.mockClear();
      await switchToProfile(null, kids);
      expect(deleted).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
