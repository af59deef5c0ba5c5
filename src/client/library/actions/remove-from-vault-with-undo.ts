import { titleName } from '@/shared/catalog/title-name';
import { offerUndo } from '@/client/lib/notices';
import { clearVault, removeFromVault, restoreVault } from '@/client/library/stores/vault-store';

/**
 * Removes a saved title at once and offers 'Undo' (docs/product.md#vault), the same from the
 * vault page, the profile's saved panel and every card's actions.
 */
export function removeFromVaultWithUndo(item: {
  id: number;
  type: 'movie' | 'tv';
  title?: string;
  name?: string;
}) {
  const removed = removeFromVault(item.id, item.type);
  if (removed.length > 0)
    offerUndo(`Removed ${titleName(item) || 'the title'} from the vault.`, () =>
      restoreVault(removed),
    );
}

/** Empties the vault at once and offers 'Undo' (docs/product.md#vault). */
export function clearVaultWithUndo() {
  const removed = clearVault();
  if (removed.length > 0)
    offerUndo(`Vault cleared (${removed.length} ${removed.length === 1 ? 'item' : 'items'}).`, () =>
      restoreVault(removed),
    );
}
