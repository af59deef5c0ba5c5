import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { OfflineNote } from '@/client/components/ui/offline-note';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { removeFromVaultWithUndo } from '@/client/library/actions/remove-from-vault-with-undo';
import { useRatings } from '@/client/library/stores/ratings-store';
import { useVault } from '@/client/library/stores/vault-store';
import { useWatchHistory } from '@/client/library/stores/watch-history-store';
import {
  clearHistoryWithUndo,
  removeHistoryEntryWithUndo,
} from '@/client/library/actions/history-with-undo';
import { useOnline } from '@/client/lib/use-connection-status';
import { useProgressRecords } from '@/client/library/stores/use-progress-records';
import { ProfileIdentity } from './profile-identity';
import { ProfileStatsPanel } from './profile-stats-panel';
import { SavedPanel } from './saved-panel';
import { WatchHistoryPanel } from './watch-history-panel';

/**
 * /profile: identity, statistics, CLEAR HISTORY and LOGOUT, watch history and saved titles.
 * LOGOUT comes from the route, which composes it from the auth feature.
 */
export function ProfilePage({ logout }: { logout: ReactNode }) {
  const history = useWatchHistory();
  const vault = useVault();
  const progress = useProgressRecords();
  const ratings = useRatings();
  // Offline the profile shows this browser's copy of the library (as the vault does).
  const online = useOnline();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      {!online && <OfflineNote what="titles" />}
      <ProfileIdentity />
      <ProfileStatsPanel
        history={history}
        progress={progress}
        vault={vault}
        rated={ratings.length}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={clearHistoryWithUndo}
          disabled={history.length === 0}
          className={buttonStyles.secondary}
        >
          <Trash2 aria-hidden="true" className="size-4" />{' '}
          <Trans comment="Profile page button, all caps: clears the watch history">
            CLEAR HISTORY
          </Trans>
        </button>
        {logout}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <WatchHistoryPanel
          history={history}
          progress={progress}
          onDelete={removeHistoryEntryWithUndo}
        />
        <SavedPanel vault={vault} onRemove={removeFromVaultWithUndo} />
      </div>
    </div>
  );
}
