import { Archive, SearchX } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';

export function VaultEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-line bg-surface px-6 py-16 text-center">
      <Archive aria-hidden="true" className="size-10 text-text-dim" />
      <h2 className="label-caps text-xl font-bold">VAULT EMPTY</h2>
      <p className="text-sm text-text-dim">Save films and series to find them here.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.movies} className={buttonStyles.primary}>
          BROWSE MOVIES
        </Link>
        <Link to={paths.tvShows} className={buttonStyles.secondary}>
          BROWSE TV SHOWS
        </Link>
      </div>
    </div>
  );
}

export function VaultNoMatch({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-line bg-surface px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-text-dim" />
      <h2 className="label-caps text-xl font-bold">NO ITEMS MATCH FILTER</h2>
      <button type="button" onClick={onShowAll} className={buttonStyles.primary}>
        SHOW ALL ITEMS
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
        VAULT STATUS: SECURED
      </span>
      <span>
        {shown} {shown === 1 ? 'ITEM' : 'ITEMS'} DISPLAYED
      </span>
      <span>QUANTUM STORAGE: infinity TB</span>
      <span className="normal-case tracking-normal">Personal Collection v2.0</span>
    </footer>
  );
}
