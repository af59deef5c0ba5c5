import type { VaultItem } from '@/client/library/stores/vault-store';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';
import { profileStats } from '../utils/profile-stats';

/** STATISTICS: WATCHED, SAVED, RATED, TOTAL WATCH TIME and TOP GENRE, from the local data. */
export function ProfileStatsPanel({
  history,
  progress,
  vault,
  rated,
}: {
  history: HistoryEntry[];
  progress: WatchProgress[];
  vault: VaultItem[];
  /** How many titles you rated (docs/product.md#profile). */
  rated: number;
}) {
  const stats = profileStats(history, progress, vault);
  const cells = [
    { label: 'WATCHED', value: String(stats.totalWatched) },
    { label: 'SAVED', value: String(stats.totalVaultItems) },
    { label: 'RATED', value: String(rated) },
    { label: 'TOTAL WATCH TIME', value: stats.totalWatchTime },
    { label: 'TOP GENRE', value: stats.favoriteGenre },
  ];
  return (
    <section
      aria-labelledby="stats-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="stats-heading" className="label-caps mb-4 text-lg font-bold">
        STATISTICS
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {cells.map((cell) => (
          <div key={cell.label} className="rounded-md bg-surface-2 p-4">
            <dt className="label-caps text-xs text-text-dim">{cell.label}</dt>
            <dd className="mt-1 truncate text-xl font-bold" title={cell.value}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
