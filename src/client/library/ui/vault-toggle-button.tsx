import { useLingui } from '@lingui/react/macro';
import { THE_TITLE } from '@/client/library/rules/translate';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { titleName } from '@/shared/catalog/title-name';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { useVaultToggle } from '@/client/library/stores/vault-store';
import { buttonStyles } from '@/client/components/ui/button-styles';

/**
 * The one vault toggle button, for the detail pages (`variant="button"`) and the player's
 * header (`variant="icon"`). Its state comes from `useVaultToggle`, so every view agrees.
 * A write that fails (storage full) leaves the state as it was and shows the storage notice; one
 * that works says so, with Undo (docs/product.md#notices).
 */
export function VaultToggleButton({
  id,
  type,
  record,
  byIdOnly = false,
  variant = 'button',
  className = '',
}: {
  id: number;
  type: 'movie' | 'tv';
  /** The title record to store; null while it loads (the button is then disabled). */
  record: Record<string, unknown> | null;
  byIdOnly?: boolean;
  /** `icon`: icon only, the label stays for screen readers. */
  variant?: 'button' | 'icon';
  className?: string;
}) {
  const { inVault, toggle } = useVaultToggle(id, type, record, { byIdOnly });
  const { t } = useLingui();
  const label = inVault
    ? t({ message: 'Remove from Vault', comment: 'Button on a title page' })
    : t({ message: 'Add to Vault', comment: 'Button on a title page' });
  const Icon = inVault ? BookmarkCheck : Bookmark;
  const icon = variant === 'icon';
  return (
    <button
      type="button"
      aria-pressed={inVault}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      disabled={!toggle}
      onClick={() => {
        if (!toggle) return;
        const name = titleName(record ?? {}) || t(THE_TITLE);
        changeLibrary(
          inVault
            ? t({
                message: `Removed ${name} from the vault.`,
                comment: '{name} is a film or series name',
              })
            : t({
                message: `Added ${name} to the vault.`,
                comment: '{name} is a film or series name',
              }),
          [storageKeys.vault],
          () => void toggle(),
        );
      }}
      className={
        icon
          ? `${className} ${inVault ? 'text-accent' : ''}`
          : `${buttonStyles.secondary} ${inVault ? 'border-accent text-accent' : ''} ${className}`
      }
    >
      <Icon aria-hidden="true" className={icon ? 'size-5' : 'size-4'} />
      {!icon && label}
    </button>
  );
}
