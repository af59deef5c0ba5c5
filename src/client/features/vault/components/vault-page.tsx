import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { OfflineNote } from '@/client/components/ui/offline-note';
import {
  clearVaultWithUndo,
  removeFromVaultWithUndo,
} from '@/client/library/actions/remove-from-vault-with-undo';
import { useVault } from '@/client/library/stores/vault-store';
import { useOnline } from '@/client/lib/use-connection-status';
import { useVaultParams } from '../hooks/use-vault-params';
import { applyVaultView } from '../utils/vault-view';
import { VaultItemCard } from './vault-item-card';
import { VaultEmpty, VaultFooter, VaultNoMatch } from './vault-states';
import { VaultStats } from './vault-stats';
import { VaultToolbar } from './vault-toolbar';

/**
 * /vault. The data is local and read synchronously, so there is no loading state past the route
 * chunk's own; unreadable data has already been moved aside by the store, so the page always
 * renders. Removals act at once and offer 'Undo' for 10 seconds.
 */
export function VaultPage() {
  const items = useVault();
  const { filter, sort, setFilter, setSort } = useVaultParams();
  const shown = applyVaultView(items, filter, sort, useFormatLocale());
  // Offline the vault is this browser's copy: changes made elsewhere arrive when it is back.
  const online = useOnline();
  const { t } = useLingui();

  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="vault-heading">
      <h1 id="vault-heading" className="label-caps mb-6 text-3xl font-bold">
        <Trans comment="The vault page's heading: the person's saved titles, in capitals">
          VAULT
        </Trans>
      </h1>
      {!online && <OfflineNote what="titles" className="mb-6" />}
      {items.length === 0 ? (
        <VaultEmpty />
      ) : (
        <div className="flex flex-col gap-6">
          <VaultStats items={items} />
          <VaultToolbar
            filter={filter}
            sort={sort}
            onFilter={setFilter}
            onSort={setSort}
            onClear={clearVaultWithUndo}
          />
          {shown.length === 0 ? (
            <VaultNoMatch onShowAll={() => setFilter('all')} />
          ) : (
            <ul
              aria-label={t`Saved titles`}
              data-nav="grid"
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
            >
              {shown.map((item) => (
                <VaultItemCard
                  key={`${item.type}-${item.id}`}
                  item={item}
                  onRemove={removeFromVaultWithUndo}
                />
              ))}
            </ul>
          )}
          <VaultFooter shown={shown.length} />
        </div>
      )}
    </section>
  );
}
