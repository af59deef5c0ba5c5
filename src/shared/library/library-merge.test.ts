import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOps,
  clampOp,
  compareVersions,
  mergeItem,
  type LibraryItem,
  type LibraryState,
} from './library-merge';
import type { LibraryOp } from './library-ops';
import { opsArbitrary, valueFor } from './testing/library-arbitraries';

const apply = (ops: LibraryOp[], state: LibraryState = new Map()) => applyOps(state, ops).state;
const sorted = (state: LibraryState) => [...state.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('the merge rules, for any operations', () => {
  it('converge: every order of the same operations gives the same library', () => {
    fc.assert(
      fc.property(
        opsArbitrary().chain((ops) =>
          fc.tuple(fc.constant(ops), fc.shuffledSubarray(ops, { minLength: ops.length })),
        ),
        ([ops, shuffled]) => {
          expect(sorted(apply(shuffled))).toEqual(sorted(apply(ops)));
        },
      ),
    );
  });

  it('converge across two replicas that each saw part, in any interleaving, then swapped', () => {
    const split = opsArbitrary().chain((ops) =>
      fc.record({
        ops: fc.constant(ops),
        sides: fc.array(fc.boolean(), { minLength: ops.length, maxLength: ops.length }),
        mixed: fc.shuffledSubarray(ops, { minLength: ops.length }),
      }),
    );
    fc.assert(
      fc.property(split, ({ ops, sides, mixed }) => {
        const a = ops.filter((_, i) => sides[i]);
        const b = ops.filter((_, i) => !sides[i]);
        // One replica applies its own ops, then the other's; the other applies its own, then
        // everything again in another order (its own ops arrive twice).
        const one = apply(b, apply(a));
        const two = apply(mixed, apply(b));
        expect(sorted(one)).toEqual(sorted(two));
        expect(sorted(one)).toEqual(sorted(apply(ops)));
      }),
    );
  });

  it('are idempotent: operations applied again, or twice over, change nothing', () => {
    fc.assert(
      fc.property(opsArbitrary(), (ops) => {
        const once = apply(ops);
        const { state: again, changed } = applyOps(once, ops);
        expect(changed).toEqual([]);
        expect(sorted(again)).toEqual(sorted(once));
        expect(sorted(apply(ops.flatMap((op) => [op, op])))).toEqual(sorted(once));
      }),
    );
  });

  it('order versions totally: antisymmetric, and mergeItem is commutative and associative', () => {
    const version = opsArbitrary({ min: 3, max: 3 });
    fc.assert(
      fc.property(version, ([a, b, c]) => {
        const [x, y, z] = [a!, b!, c!].map((op) => ({ ...op, key: a!.key })) as LibraryItem[];
        expect(Math.sign(compareVersions(x!, y!))).toBe(-Math.sign(compareVersions(y!, x!)));
        expect(mergeItem(x, y!)).toBe(mergeItem(y, x!));
        expect(mergeItem(mergeItem(x, y!), z!)).toBe(mergeItem(x, mergeItem(y, z!)));
      }),
    );
  });
});

describe('the merge rules, by example', () => {
  const vaultAdd = (opId: string, at: number): LibraryOp => ({
    opId,
    key: 'vault:movie:603',
    value: valueFor('vault', 'movie', 603, at),
    at,
  });

  it('keep a deletion against any older change: a stale device cannot bring a title back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        (t, older) => {
          const removed: LibraryOp = {
            opId: 'remove-1',
            key: 'vault:movie:603',
            value: null,
            at: t,
          };
          const state = apply([vaultAdd('stale-add', t - older)], apply([removed]));
          expect(state.get('vault:movie:603')?.value).toBeNull();
        },
      ),
    );
  });

  it('let the latest action win, and break a tie in time by operation id', () => {
    const early = vaultAdd('aaaaaaaa', 10);
    const late = { ...vaultAdd('bbbbbbbb', 20), value: null };
    expect(apply([late, early]).get(early.key)).toBe(late);
    const tie = { ...late, at: 10 };
    expect(apply([tie, early]).get(early.key)).toBe(tie);
    expect(apply([early, tie]).get(early.key)).toBe(tie);
  });

  it('let the progress watched last win, whichever device acted last', () => {
    const key = 'progress:tv:1399';
    const watchedLater: LibraryOp = {
      opId: 'phone-001',
      key,
      value: valueFor('progress', 'tv', 1399, 500),
      at: 600,
    };
    // Sent later, but the record it carries was watched earlier (a device catching up).
    const watchedEarlier: LibraryOp = {
      opId: 'laptop-01',
      key,
      value: valueFor('progress', 'tv', 1399, 300),
      at: 900,
    };
    expect(apply([watchedLater, watchedEarlier]).get(key)).toBe(watchedLater);
    expect(apply([watchedEarlier, watchedLater]).get(key)).toBe(watchedLater);
  });

  it('let the history entry watched last win, and keep a cleared entry cleared', () => {
    const key = 'history:movie:603';
    const entry = (opId: string, watchedAt: number, at: number): LibraryOp => ({
      opId,
      key,
      value: valueFor('history', 'movie', 603, watchedAt),
      at,
    });
    const cleared: LibraryOp = { opId: 'clear-001', key, value: null, at: 400 };
    expect(apply([entry('a-000001', 350, 700), cleared]).get(key)).toBe(cleared);
    const watchedAgain = entry('b-000001', 450, 450);
    expect(apply([cleared, watchedAgain]).get(key)).toBe(watchedAgain);
  });

  it('clamp a clock that runs ahead, so a later real action still wins', () => {
    const receivedAt = 1_000;
    const ahead = clampOp(vaultAdd('ahead-01', 1_000_000), receivedAt);
    expect(ahead.at).toBe(receivedAt);
    const removedLater: LibraryOp = { opId: 'later-01', key: ahead.key, value: null, at: 1_001 };
    expect(apply([ahead, removedLater]).get(ahead.key)).toBe(removedLater);
    // Progress carries its own time: it is capped by the clamped action time too.
    const progress = clampOp(
      {
        opId: 'ahead-02',
        key: 'progress:movie:603',
        value: valueFor('progress', 'movie', 603, 1e9),
        at: 1e9,
      },
      receivedAt,
    );
    const next = {
      ...progress,
      opId: 'later-02',
      value: valueFor('progress', 'movie', 603, 1_001),
      at: 1_001,
    };
    expect(apply([progress, next]).get(progress.key)).toBe(next);
    const inThePast = vaultAdd('past-001', 500);
    expect(clampOp(inThePast, receivedAt)).toBe(inThePast);
  });
});
