import { titleName } from '@/shared/catalog/title-name';
import { offerUndo } from '@/client/lib/notices';
import { removeFromVault, restoreVault, type VaultItem } from './vault-store';

/**
 * Removes a saved title at once and offers 'Undo' (docs/product.md#vault), the same from the
 * vault page and from the profile's saved panel.
 */
export function removeFromVaultWithUndo(item: VaultItem) {
  const removed = removeFromVault(item.id, item.type);
  if (removed.length > 0)
    offerUndo(`Removed ${titleName(item) || 'the title'} from the vault.`, () =>
      restoreVault(removed),
    );
}
