import { msg, plural } from '@lingui/core/macro';
import { pageTranslate as say, THE_TITLE } from '@/client/library/rules/translate';
import { titleName } from '@/shared/catalog/title-name';
import { offerUndo } from '@/client/lib/notices';
import { clearVault, removeFromVault, restoreVault } from '@/client/library/stores/vault-store';

const removedFromVault = (name: string) =>
  say(
    msg({ message: `Removed ${name} from the vault.`, comment: '{name} is a film or series name' }),
  );

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
    offerUndo(removedFromVault(titleName(item) || say(THE_TITLE)), () => restoreVault(removed));
}

/** Empties the vault at once and offers 'Undo' (docs/product.md#vault). */
export function clearVaultWithUndo() {
  const removed = clearVault();
  const count = removed.length;
  if (count > 0)
    offerUndo(
      say(
        msg({
          message: `Vault cleared (${plural(count, { one: '# item', other: '# items' })}).`,
          comment: 'A notice, with Undo: how many titles left the vault',
        }),
      ),
      () => restoreVault(removed),
    );
}
