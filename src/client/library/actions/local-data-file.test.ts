import { afterEach, describe, expect, it } from 'vitest';
import { addToVault, readVault } from '@/client/library/stores/vault-store';
import { readHistory, recordHistory } from '@/client/library/stores/watch-history-store';
import { listProgress, writeProgress } from '@/client/library/stores/watch-progress-store';
import { readProfileImage } from '@/client/library/stores/profile-image-store';
import { collectLocalData, deleteAllLocalData, importLocalData } from './local-data-actions';
import { MAX_ENTRIES, parseDataFile } from './local-data-file';
import { mergeByKey } from './merge-local-data';

const file = (content: Record<string, unknown>) =>
  JSON.stringify({ format: 'nexus-local-data', version: 1, ...content });
const vaultItem = (id: number, addedAt: string, type = 'movie') => ({
  id,
  type,
  addedAt,
  title: `T${id}`,
});

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('parseDataFile', () => {
  it('reads a valid file and skips the entries that are invalid', () => {
    const result = parseDataFile(
      file({
        vault: [vaultItem(1, '2024-01-01T00:00:00.000Z'), { id: 'x' }, vaultItem(2, 'not a date')],
        watchHistory: [{ id: 3, media_type: 'tv', watchedAt: 5 }],
        watchProgress: [{ id: 4, title: 'P', type: 'movie', progress: 50, lastWatched: 1 }],
      }),
    );
    expect(result.ok && result.data.vault.map((i) => i.id)).toEqual([1]);
    expect(result.ok && result.data.watchHistory[0]?.progress).toBe(0);
    expect(result.ok && result.data.skipped).toBe(2);
  });

  it('refuses files that are not NEXUS files, newer versions, or not JSON', () => {
    expect(parseDataFile('{"vault":[]}')).toMatchObject({
      ok: false,
      message: 'This is not a NEXUS data file.',
    });
    expect(parseDataFile(JSON.stringify({ format: 'nexus-local-data', version: 2 }))).toMatchObject(
      {
        ok: false,
        message: /newer NEXUS/,
      },
    );
    expect(parseDataFile('<html>')).toEqual({ ok: false, message: 'This file is not valid JSON.' });
    expect(parseDataFile('[]').ok).toBe(false);
  });

  it('refuses wrong types at the top level', () => {
    expect(parseDataFile(file({ vault: 'all of it' }))).toEqual({
      ok: false,
      message: 'This file is damaged: "vault" is not valid.',
    });
    expect(parseDataFile(file({ profileImage: 'javascript:alert(1)' })).ok).toBe(false);
    expect(parseDataFile(file({ watchHistory: { length: 1e9 } })).ok).toBe(false);
  });

  it('refuses huge arrays and huge files', () => {
    const many = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) =>
      vaultItem(i + 1, '2024-01-01T00:00:00Z'),
    );
    expect(parseDataFile(file({ vault: many }))).toMatchObject({
      ok: false,
      message: /Too many entries/,
    });
    expect(parseDataFile(' '.repeat(10 * 1024 * 1024 + 1))).toMatchObject({
      ok: false,
      message: /too large/,
    });
  });

  it('drops __proto__ and constructor keys so nothing is polluted', () => {
    const hostile =
      '{"format":"nexus-local-data","version":1,"__proto__":{"polluted":true},' +
      '"vault":[{"id":1,"type":"movie","addedAt":"2024-01-01T00:00:00Z","__proto__":{"polluted":true},' +
      '"constructor":{"prototype":{"polluted":true}}}]}';
    const result = parseDataFile(hostile);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    importLocalData(result.data);
    const stored = readVault()[0]!;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.hasOwn(stored, '__proto__')).toBe(false);
    expect(Object.hasOwn(stored, 'constructor')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mergeByKey', () => {
  it('keeps one entry per key, the newest wins, and counts added and updated', () => {
    const keyOf = (x: { k: string }) => x.k;
    const timeOf = (x: { t: number }) => x.t;
    const { merged, counts } = mergeByKey(
      [
        { k: 'a', t: 5 },
        { k: 'b', t: 1 },
      ],
      [
        { k: 'a', t: 3 },
        { k: 'b', t: 9 },
        { k: 'c', t: 2 },
        { k: 'c', t: 4 },
      ],
      keyOf,
      timeOf,
    );
    expect(merged).toEqual([
      { k: 'b', t: 9 },
      { k: 'a', t: 5 },
      { k: 'c', t: 4 },
    ]);
    expect(counts).toEqual({ added: 1, updated: 1 });
  });
});

describe('export, delete all, import', () => {
  it('round-trips everything and merges without duplicates', () => {
    addToVault({ id: 1, media_type: 'movie', title: 'One' }, new Date('2024-01-01'));
    addToVault({ id: 1, media_type: 'tv', name: 'One Show' }, new Date('2024-01-02'));
    recordHistory({ id: 1, media_type: 'movie', title: 'One', watchedAt: 10, progress: 40 });
    writeProgress({
      id: 1,
      title: 'One',
      type: 'movie',
      progress: { watched: 60, duration: 100 },
      lastWatched: 10,
    });
    localStorage.setItem('nexus_profile_image', JSON.stringify('data:image/webp;base64,AAAA'));
    const exported = JSON.stringify(collectLocalData());
    expect(deleteAllLocalData()).toBe(4);
    expect(readVault()).toEqual([]);

    // Meanwhile the user saved something new here; the import must keep it.
    addToVault({ id: 2, media_type: 'movie', title: 'Two' }, new Date('2024-02-01'));
    const parsed = parseDataFile(exported);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(importLocalData(parsed.data)).toEqual({
      vault: { added: 2, updated: 0 },
      history: { added: 1, updated: 0 },
      progress: { added: 1, updated: 0 },
      watched: { added: 0, updated: 0 },
      continueRemoved: { added: 0, updated: 0 },
      ratings: { added: 0, updated: 0 },
      profileImage: true,
      skipped: 0,
      failed: false,
    });
    expect(readVault().map((i) => `${i.type}:${i.id}`)).toEqual(['movie:2', 'tv:1', 'movie:1']);
    expect(readHistory()).toHaveLength(1);
    expect(listProgress()[0]?.progress).toEqual({ watched: 60, duration: 100 });
    expect(readProfileImage()).toBe('data:image/webp;base64,AAAA');

    // Importing the same file again adds nothing.
    const again = importLocalData(parsed.data);
    expect(again.vault).toEqual({ added: 0, updated: 0 });
    expect(readVault()).toHaveLength(3);
  });

  it('keeps the newer local entry over an older imported one', () => {
    addToVault({ id: 1, media_type: 'movie', title: 'Local' }, new Date('2024-05-01'));
    const parsed = parseDataFile(
      file({ vault: [{ ...vaultItem(1, '2024-01-01T00:00:00Z'), title: 'Old' }] }),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(importLocalData(parsed.data).vault).toEqual({ added: 0, updated: 0 });
    expect(readVault()[0]?.title).toBe('Local');
  });
});
