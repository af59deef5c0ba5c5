import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StorageModule from './storage';
import type { StorageProblem } from './storage';

// storage.ts remembers which keys it already reported; a fresh module per test keeps tests apart.
let storage: typeof StorageModule;
let problems: StorageProblem[];

beforeEach(async () => {
  vi.resetModules();
  vi.restoreAllMocks();
  storage = await import('./storage');
  problems = [];
  storage.onStorageProblem((problem) => problems.push(problem));
});

const item = v.object({ id: v.number(), name: v.string() });
const corruptKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('nexus_corrupt_'));

function quotaError() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('readStored', () => {
  it('returns the fallback for a missing key without reporting anything', () => {
    expect(storage.readStored('nexus_x', item, null)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('moves corrupt JSON aside, keeps its exact text, and reports it once', () => {
    localStorage.setItem('nexus_x', '{not json');
    expect(storage.readStored('nexus_x', item, null)).toBeNull();
    expect(localStorage.getItem('nexus_x')).toBeNull();
    const [moved] = corruptKeys();
    expect(moved).toMatch(/^nexus_corrupt_nexus_x_\d+$/);
    expect(localStorage.getItem(moved!)).toBe('{not json');
    localStorage.setItem('nexus_x', 'again broken');
    storage.readStored('nexus_x', item, null);
    expect(corruptKeys()).toHaveLength(2);
    expect(problems.filter((p) => p.kind === 'corrupt')).toHaveLength(1);
  });

  it('moves a value of the wrong shape aside', () => {
    localStorage.setItem('nexus_x', JSON.stringify({ id: 'seven' }));
    expect(storage.readStored('nexus_x', item, 'fallback')).toBe('fallback');
    expect(localStorage.getItem(corruptKeys()[0]!)).toBe('{"id":"seven"}');
  });
});

describe('readStoredList', () => {
  it('keeps the good entries when one entry is bad, and keeps the original aside', () => {
    const original = JSON.stringify([{ id: 1, name: 'a' }, { id: 'bad' }, { id: 3, name: 'c' }]);
    localStorage.setItem('nexus_list', original);
    expect(storage.readStoredList('nexus_list', item)).toEqual([
      { id: 1, name: 'a' },
      { id: 3, name: 'c' },
    ]);
    expect(JSON.parse(localStorage.getItem('nexus_list')!)).toHaveLength(2);
    expect(localStorage.getItem(corruptKeys()[0]!)).toBe(original);
  });

  it('treats a non-array as corrupt', () => {
    localStorage.setItem('nexus_list', '{"id":1}');
    expect(storage.readStoredList('nexus_list', item)).toEqual([]);
    expect(corruptKeys()).toHaveLength(1);
  });
});

describe('writeStored', () => {
  it('fails visibly on quota exceeded and leaves the stored value untouched', () => {
    storage.writeStored('nexus_list', [{ id: 1, name: 'a' }]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const result = storage.writeStored('nexus_list', [{ id: 2, name: 'b' }]);
    expect(result).toEqual({ ok: false, problem: { kind: 'quota', key: 'nexus_list' } });
    expect(problems).toEqual([{ kind: 'quota', key: 'nexus_list' }]);
    expect(localStorage.getItem('nexus_list')).toBe('[{"id":1,"name":"a"}]');
  });

  it('never overwrites corrupt data that could not be moved aside because storage was full', () => {
    localStorage.setItem('nexus_list', 'precious but broken');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(storage.readStoredList('nexus_list', item)).toEqual([]);
    expect(localStorage.getItem('nexus_list')).toBe('precious but broken');
    expect(storage.writeStored('nexus_list', [{ id: 1, name: 'a' }]).ok).toBe(false);
    expect(localStorage.getItem('nexus_list')).toBe('precious but broken');
    // Space frees up: the write first saves the corrupt text aside, then succeeds.
    setItem.mockRestore();
    expect(storage.writeStored('nexus_list', [{ id: 1, name: 'a' }]).ok).toBe(true);
    expect(localStorage.getItem(corruptKeys()[0]!)).toBe('precious but broken');
  });

  it('drops the browse cache (never user data) to make room for user data, then saves', () => {
    localStorage.setItem('nexus_browse_cache', '{"big":"cache"}');
    localStorage.setItem('nexus_watch_history', '[]');
    const realSet = Storage.prototype.setItem;
    // Full until the cache is gone.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (this.getItem('nexus_browse_cache') !== null) throw quotaError();
      realSet.call(this, key, value);
    });
    expect(storage.writeStored('nexus_vault', [{ id: 1 }]).ok).toBe(true);
    expect(localStorage.getItem('nexus_vault')).toBe('[{"id":1}]');
    expect(localStorage.getItem('nexus_browse_cache')).toBeNull();
    expect(localStorage.getItem('nexus_watch_history')).toBe('[]');
    expect(problems).toEqual([]);
  });

  it('a cache write never drops anything and fails without a notice', () => {
    localStorage.setItem('nexus_browse_cache', '{"old":1}');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(storage.writeStored('nexus_browse_cache', { new: 1 }, { quiet: true }).ok).toBe(false);
    expect(localStorage.getItem('nexus_browse_cache')).toBe('{"old":1}');
    expect(problems).toEqual([]);
  });

  it('reports an unavailable storage when setItem throws something else', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storage.writeStored('nexus_x', 1)).toEqual({
      ok: false,
      problem: { kind: 'unavailable', key: 'nexus_x' },
    });
  });

  it('tells this tab about its own writes and removals', () => {
    const heard: (string | null)[] = [];
    const stop = storage.subscribeStorage((key) => heard.push(key));
    storage.writeStored('nexus_a', 1);
    storage.removeStored('nexus_a');
    stop();
    storage.writeStored('nexus_b', 1);
    expect(heard).toEqual(['nexus_a', 'nexus_a']);
  });
});

describe('cross-tab changes', () => {
  it('passes storage events from other tabs to subscribers, including a full clear', () => {
    const heard: (string | null)[] = [];
    storage.subscribeStorage((key) => heard.push(key));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'nexus_vault', storageArea: localStorage }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'nexus_vault', storageArea: sessionStorage }),
    );
    expect(heard).toEqual(['nexus_vault', null]);
  });
});

describe('storedKeys and readRaw', () => {
  it('lists keys by prefix and reads raw text', () => {
    localStorage.setItem('watch_progress_movie_1', '{}');
    localStorage.setItem('watch_progress_tv_2', '{}');
    localStorage.setItem('nexus_vault', '[]');
    expect(storage.storedKeys('watch_progress_').sort()).toEqual([
      'watch_progress_movie_1',
      'watch_progress_tv_2',
    ]);
    expect(storage.readRaw('nexus_vault')).toBe('[]');
    expect(storage.readRaw('nope')).toBeNull();
  });
});
