import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { storageKeys } from '@/client/lib/storage-keys';
import { cachedReader, useStoredValue } from '@/client/library/stores/use-stored-value';
import { readRaw } from '@/client/lib/storage';
import { dismissRejected, readRejected } from '@/client/library/sync/rejected-changes';
import { relativeTime } from '../utils/relative-time';

// Both keys decide the list: the snapshot holds it, the owner mark says whose it is.
const readList = cachedReader(
  () => `${readRaw(storageKeys.libraryOwner)}\n${readRaw(storageKeys.librarySnapshot)}`,
  readRejected,
);
const watches = (key: string) =>
  key === storageKeys.librarySnapshot || key === storageKeys.libraryOwner;

/**
 * The changes the account refused (docs/product.md#library-sync): each was told in a notice
 * when it happened; here they stay listed, what and why, until dismissed or saved after all.
 */
export function RejectedChangesList() {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  const changes = useStoredValue(watches, readList);
  const headingId = useId();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-md border border-line p-4">
      <h3 id={headingId} className="text-sm font-bold text-warn">
        <Trans>Changes your account could not save</Trans>
      </h3>
      <p className="mt-1 text-xs text-text-dim">
        <Trans>They are kept in this browser only. Changing one again sends it again.</Trans>
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {changes.map((change) => (
          <li key={change.key}>
            <span className="font-bold text-text">{change.what}</span>
            <span className="text-text-dim">
              {' '}
              — {change.why} (
              {relativeTime(new Date(change.at).toISOString(), undefined, i18n, locale)})
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className={`${buttonStyles.ghost} mt-3`} onClick={dismissRejected}>
        <Trans comment="Button: hides the list of changes the account refused">Dismiss</Trans>
      </button>
    </section>
  );
}
