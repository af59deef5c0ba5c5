import { msg, plural } from '@lingui/core/macro';
import { pageTranslate, type Translate } from '@/client/library/rules/translate';
import { create } from 'zustand';

/**
 * What the avatar menu says about sync. `idle` until the engine has started (accounts mode,
 * signed in); `offline` when the last request could not reach the server.
 */
export type SyncPhase = 'idle' | 'synced' | 'syncing' | 'offline';

export const useSyncStatus = create<{ phase: SyncPhase; pending: number }>(() => ({
  phase: 'idle',
  pending: 0,
}));

const SYNCED = msg({ message: 'Synced', comment: "The library's sync status: all saved" });
const SYNCING = msg({ message: 'Syncing…', comment: "The library's sync status: saving" });

export function syncStatusLabel(
  phase: SyncPhase,
  pending: number,
  t: Translate = pageTranslate,
): string | null {
  switch (phase) {
    case 'idle':
      return null;
    case 'synced':
      return t(pending === 0 ? SYNCED : SYNCING);
    case 'syncing':
      return t(SYNCING);
    case 'offline':
      return t(
        msg({
          message: `Offline — ${plural(pending, { one: '# change waiting', other: '# changes waiting' })}`,
          comment: "The library's sync status: changes not yet saved to the account",
        }),
      );
  }
}
