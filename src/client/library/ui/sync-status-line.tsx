import { Trans, useLingui } from '@lingui/react/macro';
import { syncStatusLabel, useSyncStatus } from '@/client/library/sync/sync-status';

/** Where a user finds whether their library has reached their account. */
export function SyncStatusLine() {
  const phase = useSyncStatus((state) => state.phase);
  const pending = useSyncStatus((state) => state.pending);
  const { t } = useLingui();
  const label = syncStatusLabel(phase, pending, t);
  if (!label) return null;
  return (
    <p className="mt-1 truncate text-xs text-text-dim" data-testid="library-sync-status">
      <Trans comment="The avatar menu's sync line; {label} is like 'Synced'">
        Library: {label}
      </Trans>
    </p>
  );
}
