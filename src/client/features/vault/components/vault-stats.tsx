import { vaultStats } from '../utils/vault-view';
import type { VaultItem } from '@/client/library/stores/vault-store';

/** Statistics for total, movies and TV, over the whole vault (not the filtered view). */
export function VaultStats({ items }: { items: VaultItem[] }) {
  const stats = vaultStats(items);
  const cells = [
    { label: 'TOTAL', value: stats.total },
    { label: 'MOVIES', value: stats.movies },
    { label: 'TV SHOWS', value: stats.tv },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {cells.map((cell) => (
        <div key={cell.label} className="rounded-lg border border-line bg-surface p-4 text-center">
          <dt className="label-caps text-xs text-text-dim">{cell.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-text">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
