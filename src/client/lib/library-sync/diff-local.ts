import { libraryLimitProblem, type LibraryOp } from '@/shared/library/library-ops';
import type { LibraryValue } from '@/shared/library/library-values';
import { stableJson } from './stable-json';
import type { SyncSnapshot } from './sync-state';

export interface LocalDiff {
  ops: LibraryOp[];
  /** The snapshot's values once these operations are counted: the local state. */
  values: Record<string, string>;
}

/**
 * Turns what changed in the product's keys since the last snapshot into operations: a set for
 * each new or changed record, a tombstone for each one gone. A saved title's action time is its
 * `addedAt` (an old save merged into an account does not beat a newer removal elsewhere);
 * everything else was done now. A profile image over the sync limit stays local only.
 */
export function diffLocal(
  local: ReadonlyMap<string, LibraryValue>,
  snapshot: SyncSnapshot,
  now: number,
  newId: () => string,
): LocalDiff {
  const ops: LibraryOp[] = [];
  const values: Record<string, string> = {};
  for (const [key, value] of local) {
    const text = stableJson(value);
    values[key] = text;
    if (snapshot.values[key] === text) continue;
    const op: LibraryOp = { opId: newId(), key, value, at: actionTime(key, value, now) };
    if (libraryLimitProblem(op)) delete values[key];
    else ops.push(op);
  }
  for (const key of Object.keys(snapshot.values)) {
    if (!local.has(key)) ops.push({ opId: newId(), key, value: null, at: now });
  }
  return { ops, values };
}

function actionTime(key: string, value: LibraryValue, now: number): number {
  if (!key.startsWith('vault:') || typeof value === 'string' || !('addedAt' in value)) return now;
  const added = Date.parse(String(value.addedAt));
  return Number.isSafeInteger(added) && added >= 0 ? Math.min(added, now) : now;
}

/** An unguessable operation id, also where crypto.randomUUID is missing (plain http). */
export function newOpId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
