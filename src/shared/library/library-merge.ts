import { kindOfKey } from './library-keys';
import type { LibraryOp } from './library-ops';

/**
 * The merge rules, the same on the server and in the browser. An item's state is the operation
 * that won for its key; an item is that operation. Every replica keeps, per key, the greatest
 * version under ONE total order of operations, so the result does not depend on the order in
 * which operations arrive or on how often: any replicas that have seen the same operations hold
 * the same library.
 */
export type LibraryItem = LibraryOp;

/**
 * The moment that orders two versions of one item. By default the time of the user's action;
 * for progress the record watched last wins, for history the entry watched last. Those times
 * come from the device's clock too, so they are capped by `at`, which the server clamps to its
 * own clock: a device running ahead cannot win forever.
 */
function versionTime(item: LibraryItem): number {
  const { value } = item;
  if (value === null || typeof value !== 'object') return item.at;
  const kind = kindOfKey(item.key);
  if (kind === 'progress' && 'lastWatched' in value && typeof value.lastWatched === 'number') {
    return Math.min(value.lastWatched, item.at);
  }
  if (kind === 'history' && 'watchedAt' in value && typeof value.watchedAt === 'number') {
    return Math.min(value.watchedAt, item.at);
  }
  return item.at;
}

/**
 * Positive when `a` wins over `b`. Ties in time fall to the later action, then to the greater
 * operation id: arbitrary, but the same everywhere. Zero only for the same operation.
 */
export function compareVersions(a: LibraryItem, b: LibraryItem): number {
  return (
    versionTime(a) - versionTime(b) ||
    a.at - b.at ||
    (a.opId < b.opId ? -1 : a.opId > b.opId ? 1 : 0)
  );
}

/** The item after `incoming` meets `current`; `current` is kept unless `incoming` wins. */
export function mergeItem(current: LibraryItem | undefined, incoming: LibraryItem): LibraryItem {
  return current === undefined || compareVersions(incoming, current) > 0 ? incoming : current;
}

/**
 * The server's clock decides how late an action can claim to be: `at` is clamped to the time
 * the server received it. Done once, by the server, before merging; replicas then adopt the
 * server's copy of their own operations (same opId, clamped `at`).
 */
export function clampOp<T extends LibraryOp>(op: T, receivedAt: number): T {
  return op.at <= receivedAt ? op : { ...op, at: receivedAt };
}

export type LibraryState = ReadonlyMap<string, LibraryItem>;

/** Applies operations in order; returns the new state and the items that changed. */
export function applyOps(state: LibraryState, ops: Iterable<LibraryOp>) {
  const next = new Map(state);
  const changed = new Map<string, LibraryItem>();
  for (const op of ops) {
    const current = next.get(op.key);
    const merged = mergeItem(current, op);
    if (merged !== current) {
      next.set(op.key, merged);
      changed.set(op.key, merged);
    }
  }
  return { state: next as LibraryState, changed: [...changed.values()] };
}
