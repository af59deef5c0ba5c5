import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGenreName } from '@/client/api/catalog/genre-messages';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { VaultItem } from '@/client/library/stores/vault-store';
import type { HistoryEntry } from '@/client/library/stores/watch-history-store';
import type { WatchProgress } from '@/client/library/stores/watch-progress-store';
import { profileStats } from '../utils/profile-stats';

const LABELS = {
  watched: msg({ message: 'WATCHED', comment: 'Profile statistics, all caps: titles watched' }),
  saved: msg({ message: 'SAVED', comment: 'Profile statistics, all caps: titles in the vault' }),
  rated: msg({ message: 'RATED', comment: 'Profile statistics, all caps: titles rated' }),
  watchTime: msg({ message: 'TOTAL WATCH TIME', comment: 'Profile statistics, all caps' }),
  topGenre: msg({
    message: 'TOP GENRE',
    comment: 'Profile statistics, all caps: the genre watched most',
  }),
};

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
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const genreName = useGenreName();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const stats = profileStats(history, progress, vault, i18n);
  const cells = [
    { label: LABELS.watched, value: count(stats.totalWatched) },
    { label: LABELS.saved, value: count(stats.totalVaultItems) },
    { label: LABELS.rated, value: count(rated) },
    { label: LABELS.watchTime, value: stats.totalWatchTime },
    // The genre's English name, as the library stores it, in the page's language.
    { label: LABELS.topGenre, value: genreName(stats.favoriteGenre) },
  ];
  return (
    <section
      aria-labelledby="stats-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="stats-heading" className="label-caps mb-4 text-lg font-bold">
        <Trans comment="Profile page heading, all caps">STATISTICS</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {cells.map((cell) => (
          <div key={cell.label.id} className="rounded-md bg-surface-2 p-4">
            <dt className="label-caps text-xs text-text-dim">{t(cell.label)}</dt>
            <dd className="mt-1 truncate text-xl font-bold" title={cell.value}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
