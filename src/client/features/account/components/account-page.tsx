import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { AccountCards } from './account-cards';
import { DevicesPanel } from './devices-panel';
import { LanguageSetting } from './language-setting';
import { PushNoticesSetting } from './push-notices-setting';
import { SecuritySettings } from './security-settings';
import { WhereToWatchSettings } from './where-to-watch-settings';
import { YourDataPanel } from './your-data-panel';

/**
 * /account: 'ACCOUNT MATRIX' with the product's three fixed cards, then the real "Your data" panel
 * (docs/product.md#account-and-your-data), and with accounts the signed-in devices. 'Language'
 * (issue 33) comes first of the settings: everyone has it, in both modes.
 */
export function AccountPage(props: { importer?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="label-caps text-3xl font-bold">
        <Trans comment="The account page's heading, all caps">ACCOUNT MATRIX</Trans>
      </h1>
      <AccountCards />
      <LanguageSetting />
      {/* Where to watch needs TMDB's availability data: the embedded catalogue has none. */}
      {clientConfig().catalog === 'tmdb' && <WhereToWatchSettings />}
      {clientConfig().authMode === 'accounts' && (
        <>
          <PushNoticesSetting />
          <SecuritySettings />
          <DevicesPanel />
        </>
      )}
      <YourDataPanel importer={props.importer} />
    </div>
  );
}
