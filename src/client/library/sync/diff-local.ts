import { PROFILE_IMAGE_KEY } from '@/shared/library/library-keys';
import {
  libraryLimitProblem,
  valueBoundsProblem,
  valueTooLargeMessage,
  type LibraryOp,
} from '@/shared/library/library-ops';
import type { LibraryValue } from '@/shared/library/library-values';
import { stableJson } from './stable-json';
import type { SyncSnapshot } from './sync-state';

export interface LocalDiff {
  ops: LibraryOp[];
  /** The snapshot's values once these operations are counted: the local state. */
  values: Record<string, string>;
  /**
   * Changes the account would refuse (a value over 32 KB or nested too deep): not queued, but
   * counted in `values` like the others, so they are told once and not sent.
   */
  refused: Array<{ op: LibraryOp; why: string }>;
}

/**
 * Turns what changed in the product's keys since the last snapshot into operations: a set for
 * each new or changed record, a tombstone for each one gone, all done now (an undo is an action
 * too: it must beat the removal it undoes). A profile image over the sync limit stays local
 * only; a record the account would refuse for its size is reported in `refused`. `hold` keeps a removal back for now: it stays in the snapshot, and a later diff sends it.
 */
export function diffLocal(
  local: ReadonlyMap<string, LibraryValue>,
  snapshot: SyncSnapshot,
  now: number,
  newId: () => string,
  hold: (key: string) => boolean = () => false,
): LocalDiff {
  const ops: LibraryOp[] = [];
  const refused: LocalDiff['refused'] = [];
  const values: Record<string, string> = {};
  for (const [key, value] of local) {
    const text = stableJson(value);
    values[key] = text;
    if (snapshot.values[key] === text) continue;
    const op: LibraryOp = { opId: newId(), key, value, at: now };
    const tooBig = key === PROFILE_IMAGE_KEY ? null : valueBoundsProblem(value);
    if (libraryLimitProblem(op)) delete values[key];
    else if (tooBig) refused.push({ op, why: valueTooLargeMessage(tooBig) });
    else ops.push(op);
  }
  for (const key of Object.keys(snapshot.values)) {
    if (local.has(key)) continue;
    if (hold(key)) values[key] = snapshot.values[key]!;
    else ops.push({ opId: newId(), key, value: null, at: now });
  }
  return { ops, values, refused };
}

/** An unguessable operation id, also where crypto.randomUUID is missing (plain http). */
export function newOpId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
