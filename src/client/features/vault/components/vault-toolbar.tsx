import type { VaultFilter, VaultSort } from '../utils/vault-view';

const filterLabels: Record<VaultFilter, string> = { all: 'ALL', movies: 'MOVIES', tv: 'TV' };
const sortLabels: Record<VaultSort, string> = {
  dateAdded: 'Date added',
  title: 'Title',
  rating: 'Rating',
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
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label="Filter" className="flex gap-1 rounded-md bg-surface p-1">
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
            {filterLabels[value]}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-text-dim">
        Sort
        <select
          value={sort}
          onChange={(event) => onSort(event.target.value as VaultSort)}
          className="rounded-md border border-line bg-surface-2 px-2 py-1.5 text-text"
        >
          {(Object.keys(sortLabels) as VaultSort[]).map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={onClear}
        className="label-caps ml-auto rounded-md border border-accent px-4 py-2 text-xs font-bold text-accent transition hover:bg-accent hover:text-bg"
      >
        CLEAR VAULT
      </button>
    </div>
  );
}
