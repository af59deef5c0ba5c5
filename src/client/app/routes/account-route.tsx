import { Navigate } from '@/client/lib/router/router';
import { paths } from '@/client/config/paths';
import { AccountPage } from '@/client/features/account/components/account-page';
import { TitleImportPanel } from '@/client/features/title-import/components/title-import-panel';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';

export default function Route() {
  // A kids profile never opens the account, its import, export or 'Delete all local data'.
  if (useCurrentProfile()?.kids) return <Navigate to={paths.browse} replace />;
  return <AccountPage importer={<TitleImportPanel />} />;
}
