import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/** The add/remove vault button; its label says what a press will do, aria-pressed says the state. */
export function VaultToggleButton({
  inVault,
  onToggle,
}: {
  inVault: boolean;
  onToggle: () => void;
}) {
  const Icon = inVault ? BookmarkCheck : BookmarkPlus;
  return (
    <button
      type="button"
      aria-pressed={inVault}
      onClick={onToggle}
      className={`${buttonStyles.secondary} ${inVault ? 'border-accent text-accent' : ''}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {inVault ? 'Remove from Vault' : 'Add to Vault'}
    </button>
  );
}
