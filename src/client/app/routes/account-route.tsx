import { AccountPage } from '@/client/features/account/components/account-page';
import { TitleImportPanel } from '@/client/features/title-import/components/title-import-panel';

export default function Route() {
  return <AccountPage importer={<TitleImportPanel />} />;
}
