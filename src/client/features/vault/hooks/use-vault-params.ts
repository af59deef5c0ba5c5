import { useSearchParams } from '@/client/lib/router/router';
import {
  parseVaultFilter,
  parseVaultSort,
  type VaultFilter,
  type VaultSort,
} from '../utils/vault-view';

/** Filter and sort live in the URL (`?filter=&sort=`), so a view can be shared and bookmarked. */
export function useVaultParams() {
  const [params, setParams] = useSearchParams();
  const filter = parseVaultFilter(params.get('filter'));
  const sort = parseVaultSort(params.get('sort'));
  const update = (next: { filter?: VaultFilter; sort?: VaultSort }) =>
    setParams(
      (current) => {
        // Always `?filter=&sort=` in that order, so equal views have equal URLs.
        const merged = new URLSearchParams({
          filter: next.filter ?? filter,
          sort: next.sort ?? sort,
        });
        current.forEach((value, key) => {
          if (key !== 'filter' && key !== 'sort') merged.append(key, value);
        });
        return merged;
      },
      { replace: true },
    );
  return {
    filter,
    sort,
    setFilter: (value: VaultFilter) => update({ filter: value }),
    setSort: (value: VaultSort) => update({ sort: value }),
  };
}
