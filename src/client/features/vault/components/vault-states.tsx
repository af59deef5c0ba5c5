import { Plural, Trans } from '@lingui/react/macro';
import { Archive, SearchX } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';

export function VaultEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-line bg-surface px-6 py-16 text-center">
      <Archive aria-hidden="true" className="size-10 text-text-dim" />
      <h2 className="label-caps text-xl font-bold">
        <Trans>VAULT EMPTY</Trans>
      </h2>
      <p className="text-sm text-text-dim">
        <Trans>Save films and series to find them here.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.movies} className={buttonStyles.primary}>
          <Trans>BROWSE MOVIES</Trans>
        </Link>
        <Link to={paths.tvShows} className={buttonStyles.secondary}>
          <Trans>BROWSE TV SHOWS</Trans>
        </Link>
      </div>
    </div>
  );
}

export function VaultNoMatch({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-line bg-surface px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-text-dim" />
      <h2 className="label-caps text-xl font-bold">
        <Trans>NO ITEMS MATCH FILTER</Trans>
      </h2>
      <button type="button" onClick={onShowAll} className={buttonStyles.primary}>
        <Trans comment="Button: reset the vault filter">SHOW ALL ITEMS</Trans>
      </button>
    </div>
  );
}

/** The product's footer lines (docs/product.md#vault), shown when the vault has items. */
export function VaultFooter({ shown }: { shown: number }) {
  return (
    <footer className="label-caps mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs text-text-dim">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="size-2 rounded-full bg-ok" />
        <Trans comment="The vault footer's decorative status line">VAULT STATUS: SECURED</Trans>
      </span>
      <span>
        <Plural
          value={shown}
          one="# ITEM DISPLAYED"
          other="# ITEMS DISPLAYED"
          comment="The vault footer: how many saved titles the filter shows"
        />
      </span>
      <span>
        <Trans comment="The vault footer's decorative storage line; 'infinity' is written as a word">
          QUANTUM STORAGE: infinity TB
        </Trans>
      </span>
      <span className="normal-case tracking-normal">
        <Trans comment="The vault footer's decorative version label">
          Personal Collection v2.0
        </Trans>
      </span>
    </footer>
  );
}
