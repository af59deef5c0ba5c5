import { compareVersions, type LibraryItem } from '@/shared/library/library-merge';
import type { LibraryOp } from '@/shared/library/library-ops';
import type { LocalChange } from './local-library';
import { stableJson } from './stable-json';

export interface RemoteOutcome {
  /** What to write into the product's keys. */
  writes: LocalChange[];
  /** The snapshot's values after the items. */
  values: Record<string, string>;
  /** The queue after the items: pending operations the account's items beat are dropped. */
  queue: LibraryOp[];
}

/**
 * Applies items from the account (a pull, or a push's answer) with the shared merge rules. A
 * pending local operation that wins over the item is kept, and the local record with it; else
 * the item replaces the local record and the pending operation is dropped. `reset` (a full pull
 * after the server forgot old deletions): keys the answer lacks were deleted, unless pending.
 */
export function applyRemote(
  items: LibraryItem[],
  values: Readonly<Record<string, string>>,
  queue: LibraryOp[],
  options: { reset?: boolean } = {},
): RemoteOutcome {
  const next = { ...values };
  const pending = new Map(queue.map((op) => [op.key, op]));
  const writes: LocalChange[] = [];
  const set = (key: string, value: LibraryItem['value']) => {
    const text = value === null ? undefined : stableJson(value);
    if (next[key] === text) return;
    if (text === undefined) delete next[key];
    else next[key] = text;
    writes.push({ key, value });
  };
  for (const item of items) {
    const local = pending.get(item.key);
    if (local && compareVersions(local, item) > 0) continue;
    pending.delete(item.key);
    set(item.key, item.value);
  }
  if (options.reset) {
    const present = new Set(items.map((item) => item.key));
    for (const key of Object.keys(values)) {
      if (!present.has(key) && !pending.has(key)) set(key, null);
    }
  }
  return { writes, values: next, queue: queue.filter((op) => pending.get(op.key) === op) };
}
