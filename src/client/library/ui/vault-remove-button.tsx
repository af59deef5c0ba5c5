import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';

/**
 * The round ✕ in a saved poster's corner that takes the title out of the vault: the vault page
 * and the profile's SAVED grid both show it, the profile's smaller (`compact`) to fit its posters.
 */
export function VaultRemoveButton({
  name,
  onRemove,
  compact = false,
}: {
  name: string;
  onRemove: () => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t({
        message: `Remove ${name} from vault`,
        comment: '{name} is a film or series name',
      })}
      onClick={onRemove}
      className={`absolute inline-flex items-center justify-center rounded-full border border-line bg-bg/85 transition hover:border-accent hover:text-accent ${compact ? 'top-1 left-1 size-7' : 'top-2 left-2 size-8 text-text'}`}
    >
      <X aria-hidden="true" className={compact ? 'size-3.5' : 'size-4'} />
    </button>
  );
}
