import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { vaultStats } from '../utils/vault-view';
import type { VaultItem } from '@/client/library/stores/vault-store';

/** Statistics for total, movies and TV, over the whole vault (not the filtered view). */
export function VaultStats({ items }: { items: VaultItem[] }) {
  const { t } = useLingui();
  const number = new Intl.NumberFormat(useFormatLocale());
  const stats = vaultStats(items);
  const cells = [
    {
      label: msg({ message: 'TOTAL', comment: 'Vault statistics: all saved titles' }),
      value: stats.total,
    },
    {
      label: msg({ message: 'MOVIES', comment: 'Vault statistics: saved films' }),
      value: stats.movies,
    },
    {
      label: msg({ message: 'TV SHOWS', comment: 'Vault statistics: saved series' }),
      value: stats.tv,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {cells.map((cell) => (
        <div
          key={cell.label.id}
          className="rounded-lg border border-line bg-surface p-4 text-center"
        >
          <dt className="label-caps text-xs text-text-dim">{t(cell.label)}</dt>
          <dd className="mt-1 text-2xl font-bold text-text">{number.format(cell.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
