import { X } from 'lucide-react';

/**
 * The round × in the corner of a saved title's poster (the vault page, and smaller on the
 * profile's saved panel). It sits beside the title's link, not inside it, so a click removes
 * without opening the title. Removal itself, and its Undo, belong to the page.
 */
export function RemoveFromVaultButton({
  name,
  onRemove,
  compact = false,
}: {
  name: string;
  onRemove: () => void;
  /** The profile's smaller posters: a smaller button nearer the corner. */
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={`Remove ${name} from vault`}
      onClick={onRemove}
      className={`absolute inline-flex items-center justify-center rounded-full border border-line bg-bg/85 transition hover:border-accent hover:text-accent ${compact ? 'top-1 right-1 size-7' : 'top-2 right-2 size-8 text-text'}`}
    >
      <X aria-hidden="true" className={compact ? 'size-3.5' : 'size-4'} />
    </button>
  );
}
