import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { clientConfig } from '@/client/config/client-config';
import { deleteAllLocalData, downloadLocalData } from '@/client/library/actions/local-data-actions';
import { describeImport, readImportFile } from '../utils/import-flow';
import { DeleteAllDialog } from './delete-all-dialog';
import { LetterboxdExportButtons } from './letterboxd-export-buttons';
import { RejectedChangesList } from './rejected-changes-list';
import { useHydrated } from '@/client/lib/use-hydrated';

type Outcome = { tone: 'ok' | 'warn'; message: string } | null;

/**
 * "Your data": export, import and delete everything NEXUS keeps in this browser. `importer` is
 * the import from other services, another feature that the route hands in.
 */
export function YourDataPanel(props: { importer?: ReactNode }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const accounts = clientConfig().authMode === 'accounts';
  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="your-data-heading" className="label-caps text-lg font-bold">
        <Trans comment="Account page: heading of the export, import and delete section">
          Your data
        </Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        {accounts ? (
          <Trans>
            Your vault, watch history, watch progress and profile picture belong to your account and
            sync between your devices. Take them with you as one file, bring them back, or remove
            them from this browser.
          </Trans>
        ) : (
          <Trans>
            Your vault, watch history, watch progress and profile picture live only in this browser.
            Take them with you as one file, bring them back, or delete them.
          </Trans>
        )}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            downloadLocalData();
            setOutcome({ tone: 'ok', message: t`Your data file is downloading.` });
          }}
        >
          <Download aria-hidden="true" className="size-4" /> <Trans>Export data</Trans>
        </button>
        <LetterboxdExportButtons onOutcome={setOutcome} />
        <label
          htmlFor={inputId}
          className={`${buttonStyles.secondary} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent`}
        >
          <Upload aria-hidden="true" className="size-4" /> <Trans>Import data</Trans>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            // A file chosen before the script has hydrated the input would be lost.
            disabled={busy || !hydrated}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setBusy(true);
              const result = await readImportFile(file, i18n);
              setBusy(false);
              setOutcome(
                result.ok
                  ? describeImport(result.report, i18n)
                  : { tone: 'warn', message: result.message },
              );
            }}
          />
        </label>
        <DeleteAllDialog
          accounts={accounts}
          onConfirm={() => {
            const count = deleteAllLocalData();
            setOutcome({
              tone: 'ok',
              message: t`All local data deleted (${plural(count, {
                one: '# entry',
                other: '# entries',
              })}).`,
            });
          }}
        />
      </div>
      <p
        role="status"
        className={`mt-4 min-h-5 text-sm ${outcome?.tone === 'warn' ? 'text-warn' : 'text-text'}`}
      >
        {busy ? t`Reading file…` : outcome?.message}
      </p>
      {accounts && <RejectedChangesList />}
      {props.importer}
    </section>
  );
}
