import { Bookmark, BookmarkCheck } from 'lucide-react';
import { toggleVault, useInVault, type VaultInput } from '@/client/lib/local-data/vault-store';
import { buttonStyles } from './button-styles';

/**
 * THE vault toggle, for cards, detail pages and the player: every view reads the one vault
 * store, so they all agree (also across tabs). `byIdOnly` is the movie detail page's rule from
 * the spec (match by id only); everywhere else id and media type must both match.
 * A write that fails (storage full) leaves the state as it was and shows the storage notice.
 */
export function VaultToggleButton({
  title,
  byIdOnly = false,
  compact = false,
  className = '',
}: {
  title: VaultInput;
  byIdOnly?: boolean;
  /** Icon only (cards, the player's header); the label stays for screen readers. */
  compact?: boolean;
  className?: string;
}) {
  const inVault = useInVault(title.id, byIdOnly ? undefined : title.media_type);
  const label = inVault ? 'Remove from vault' : 'Add to vault';
  const Icon = inVault ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={inVault}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={(event) => {
        // Cards wrap a link; the toggle must not also open the title.
        event.preventDefault();
        event.stopPropagation();
        toggleVault(title, { byIdOnly });
      }}
      className={
        compact
          ? `inline-flex size-9 items-center justify-center rounded-full border border-line bg-bg/80 text-text transition hover:border-accent ${inVault ? 'text-accent' : ''} ${className}`
          : `${inVault ? buttonStyles.primary : buttonStyles.secondary} ${className}`
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {!compact && <span>{label}</span>}
    </button>
  );
}
