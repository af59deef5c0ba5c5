import { describe, expect, it } from 'vitest';
import { diffLocal, newOpId } from './diff-local';
import { progressRecord, vaultItem } from './testing/fake-library-server';
import { stableJson } from './stable-json';

const NOW = Date.UTC(2026, 5, 1);
let n = 0;
const ids = () => `op-test-${(n += 1)}`;
const snapshotOf = (values: Record<string, unknown>) => ({
  owner: 'u1',
  cursor: 7,
  values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, stableJson(v)])),
});

describe('diffLocal: local changes become operations', () => {
  it('sets what is new or changed, tombstones what is gone, and leaves the rest', () => {
    const kept = vaultItem(1);
    const changed = progressRecord(603);
    const local = new Map<string, never>([
      ['vault:tv:1', kept as never],
      ['progress:movie:603', { ...changed, progress: 80 } as never],
      ['vault:tv:2', vaultItem(2, '2026-03-01T00:00:00.000Z') as never],
    ]);
    const snapshot = snapshotOf({
      'vault:tv:1': kept,
      'progress:movie:603': changed,
      'history:movie:9': { id: 9, media_type: 'movie', watchedAt: 1, progress: 0 },
    });
    const { ops, values } = diffLocal(local, snapshot, NOW, ids);
    expect(ops.map((op) => [op.key, op.value === null ? null : 'set'])).toEqual([
      ['progress:movie:603', 'set'],
      ['vault:tv:2', 'set'],
      ['history:movie:9', null],
    ]);
    // Every change was done now: an undo must beat the removal it undoes.
    expect(ops.map((op) => op.at)).toEqual([NOW, NOW, NOW]);
    expect(Object.keys(values).sort()).toEqual(['progress:movie:603', 'vault:tv:1', 'vault:tv:2']);
  });

  it('sees no change in the same record with its fields in another order', () => {
    const item = vaultItem(5);
    const reordered = Object.fromEntries(Object.entries(item).reverse());
    const local = new Map([['vault:tv:5', reordered as never]]);
    expect(diffLocal(local, snapshotOf({ 'vault:tv:5': item }), NOW, ids).ops).toEqual([]);
  });

  it('keeps a profile image over the sync limit local only', () => {
    const big = `data:image/png;base64,${'A'.repeat(400 * 1024)}`;
    const local = new Map([['profile-image', big]]);
    const { ops, values } = diffLocal(local, snapshotOf({}), NOW, ids);
    expect(ops).toEqual([]);
    expect(values).toEqual({});
  });

  it('makes operation ids the server accepts', () => {
    const id = newOpId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newOpId()).not.toBe(id);
  });

  it('holds back a removal it is told to, keeping it in the snapshot for a later diff', () => {
    const entry = { id: 9, media_type: 'movie', watchedAt: 1, progress: 0 };
    const snapshot = snapshotOf({ 'history:movie:9': entry });
    const held = diffLocal(new Map(), snapshot, NOW, ids, () => true);
    expect(held.ops).toEqual([]);
    expect(held.values).toEqual(snapshot.values);
    expect(diffLocal(new Map(), snapshot, NOW, ids).ops).toHaveLength(1);
  });
});
