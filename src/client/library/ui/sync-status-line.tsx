import { syncStatusLabel, useSyncStatus } from '@/client/library/sync/sync-status';

/** Where a user finds whether their library has reached their account. */
export function SyncStatusLine() {
  const phase = useSyncStatus((state) => state.phase);
  const pending = useSyncStatus((state) => state.pending);
  const label = syncStatusLabel(phase, pending);
  if (!label) return null;
  return (
    <p className="mt-1 truncate text-xs text-text-dim" data-testid="library-sync-status">
      Library: {label}
    </p>
  );
}
