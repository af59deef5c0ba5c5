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

export function syncStatusLabel(phase: SyncPhase, pending: number): string | null {
  switch (phase) {
    case 'idle':
      return null;
    case 'synced':
      return pending === 0 ? 'Synced' : 'Syncing…';
    case 'syncing':
      return 'Syncing…';
    case 'offline':
      return `Offline — ${pending} ${pending === 1 ? 'change' : 'changes'} waiting`;
  }
}
