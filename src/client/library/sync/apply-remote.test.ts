import { describe, expect, it } from 'vitest';
import type { LibraryOp } from '@/shared/library/library-ops';
import { applyRemote } from './apply-remote';
import { vaultItem } from './testing/fake-library-server';
import { stableJson } from './stable-json';

const op = (key: string, value: unknown, at: number, opId = `op-${key}-${at}`) =>
  ({ opId: opId.replace(/[^A-Za-z0-9_-]/g, '-'), key, value, at }) as LibraryOp;

describe('applyRemote: items from the account', () => {
  it('writes items nobody changed here, and moves the snapshot on', () => {
    const item = op('vault:tv:1', vaultItem(1), 10);
    const outcome = applyRemote([item], {}, []);
    expect(outcome.writes).toEqual([{ key: 'vault:tv:1', value: item.value }]);
    expect(outcome.values).toEqual({ 'vault:tv:1': stableJson(item.value) });
  });

  it('keeps a pending local change that wins, and drops one that loses', () => {
    const newerHere = op('vault:tv:1', null, 200);
    const olderHere = op('vault:tv:2', null, 50);
    const outcome = applyRemote(
      [op('vault:tv:1', vaultItem(1), 100), op('vault:tv:2', vaultItem(2), 100)],
      { 'vault:tv:1': 'x', 'vault:tv:2': 'y' },
      [newerHere, olderHere],
    );
    expect(outcome.queue).toEqual([newerHere]);
    expect(outcome.writes.map((write) => write.key)).toEqual(['vault:tv:2']);
  });

  it('deletes on a tombstone, and writes nothing when the value is already here', () => {
    const item = vaultItem(3);
    const outcome = applyRemote(
      [op('vault:tv:3', item, 5), op('vault:tv:4', null, 6)],
      { 'vault:tv:3': stableJson(item), 'vault:tv:4': stableJson(vaultItem(4)) },
      [],
    );
    expect(outcome.writes).toEqual([{ key: 'vault:tv:4', value: null }]);
    expect(outcome.values).toEqual({ 'vault:tv:3': stableJson(item) });
  });

  it('after a reset, removes what the full pull lacks unless it is pending', () => {
    const pending = op('vault:tv:8', vaultItem(8), 9);
    const outcome = applyRemote([], { 'vault:tv:7': 'a', 'vault:tv:8': 'b' }, [pending], {
      reset: true,
    });
    expect(outcome.writes).toEqual([{ key: 'vault:tv:7', value: null }]);
    expect(outcome.queue).toEqual([pending]);
  });
});
