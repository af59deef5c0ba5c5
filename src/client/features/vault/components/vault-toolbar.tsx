import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VaultFilter, VaultSort } from '../utils/vault-view';

const filterLabels: Record<VaultFilter, MessageDescriptor> = {
  all: msg({ message: 'ALL', comment: 'Vault filter: every saved title' }),
  movies: msg({ message: 'MOVIES', comment: 'Vault filter: films only' }),
  tv: msg({ message: 'TV', comment: 'Vault filter: series only' }),
};
const sortLabels: Record<VaultSort, MessageDescriptor> = {
  dateAdded: msg({ message: 'Date added', comment: 'Vault sort order' }),
  title: msg({ message: 'Title', comment: 'Vault sort order: alphabetical' }),
  rating: msg({ message: 'Rating', comment: 'Vault sort order: best rated first' }),
};

/** Filter buttons, the sort menu and CLEAR VAULT. */
export function VaultToolbar({
  filter,
  sort,
  onFilter,
  onSort,
  onClear,
}: {
  filter: VaultFilter;
  sort: VaultSort;
  onFilter: (filter: VaultFilter) => void;
  onSort: (sort: VaultSort) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label={t({ message: 'Filter', comment: 'The vault filter buttons: ALL, MOVIES, TV' })}
        className="flex gap-1 rounded-md bg-surface p-1"
      >
        {(Object.keys(filterLabels) as VaultFilter[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={`label-caps rounded px-3 py-1.5 text-xs font-bold transition ${
              filter === value ? 'bg-accent text-bg' : 'text-text-dim hover:text-text'
            }`}
          >
            {t(filterLabels[value])}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-text-dim">
        <Trans comment="Label of the vault's sort menu">Sort</Trans>
        <select
          value={sort}
          onChange={(event) => onSort(event.target.value as VaultSort)}
          className="rounded-md border border-line bg-surface-2 px-2 py-1.5 text-text"
        >
          {(Object.keys(sortLabels) as VaultSort[]).map((value) => (
            <option key={value} value={value}>
              {t(sortLabels[value])}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={onClear}
        className="label-caps ml-auto rounded-md border border-accent px-4 py-2 text-xs font-bold text-accent transition hover:bg-accent hover:text-bg"
      >
        <Trans comment="Button: remove every title from the vault">CLEAR VAULT</Trans>
      </button>
    </div>
  );
}
