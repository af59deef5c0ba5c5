import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { notify, UNDO_WINDOW_MS } from '@/client/lib/notices';
import { matchTitles } from '../api/match-titles';
import {
  applyImport,
  type ImportOutcome,
  type ResolvedTitle,
} from '@/client/library/actions/apply-import';
import { buildPreview, groupTitles, type ImportPreview } from '../utils/import-preview';
import { chosenFile } from '../utils/read-chosen-files';
import { readExportFiles } from '../utils/read-export-files';
import { ImportPreviewView } from './import-preview-view';
import { useHydrated } from '@/client/lib/use-hydrated';
import { translate } from '@/client/lib/format';
import { lookupFailureText } from '../utils/lookup-failure-text';

type Step =
  | { step: 'idle'; message?: string; tone?: 'ok' | 'warn' }
  | { step: 'busy'; message: string }
  | { step: 'preview'; preview: ImportPreview; skipped: number; message: string };

/** The counted texts of the panel; `#` is the count, written in the interface's language. */
const texts = {
  nothingNew: msg`Nothing new to import: these titles are already in your library.`,
  toVault: msg({
    message: '{count, plural, one {# title to the vault} other {# titles to the vault}}',
    comment: 'Part of: Imported 4 titles: 1 title to the vault, 3 titles to watch history.',
  }),
  toHistory: msg({
    message: '{count, plural, one {# title to watch history} other {# titles to watch history}}',
    comment: 'Part of: Imported 4 titles: 1 title to the vault, 3 titles to watch history.',
  }),
  ratings: msg({
    message: '{count, plural, one {# rating} other {# ratings}}',
    comment: 'Part of: Imported 4 titles: 3 titles to watch history, 2 ratings.',
  }),
  imported: msg({
    message: 'Imported {count, plural, one {# title} other {# titles}}: {parts}.',
    comment:
      'After an import; {parts} lists where they went (1 title to the vault, 3 titles to watch history)',
  }),
  storageFull: msg({
    message: '{sentence} Storage is full, so not everything could be saved.',
    comment: '{sentence} is the sentence saying what was imported',
  }),
  lookingUp: msg({
    message: 'Looking up {count, plural, one {# title} other {# titles}} ({done} done)…',
    comment: 'While the catalogue is searched; {done} is how many titles were looked up so far',
  }),
  rows: msg({
    message: '{count, plural, one {# row} other {# rows}}',
    comment: 'Part of: Read 6 rows from 2 files: 6 titles. (rows of a CSV file)',
  }),
  files: msg({
    message: '{count, plural, one {# file} other {# files}}',
    comment: 'Part of: Read 6 rows from 2 files: 6 titles.',
  }),
  titles: msg({
    message: '{count, plural, one {# title} other {# titles}}',
    comment: 'Part of: Read 6 rows from 2 files: 6 titles. (films and series)',
  }),
  read: msg({
    message: 'Read {rows} from {files}: {titles}.',
    comment: 'After reading the chosen files: Read 6 rows from 2 files: 6 titles.',
  }),
};

/** The sentence after an import, for the panel and the notice with 'Undo import'. */
function describeOutcome(outcome: ImportOutcome, i18n: I18n): string {
  if (outcome.titles === 0) return i18n._(texts.nothingNew);
  const parts = [
    outcome.vault > 0 && translate(i18n, texts.toVault, { count: outcome.vault }),
    outcome.history > 0 && translate(i18n, texts.toHistory, { count: outcome.history }),
    outcome.ratings > 0 && translate(i18n, texts.ratings, { count: outcome.ratings }),
  ].filter(Boolean);
  const sentence = translate(i18n, texts.imported, {
    count: outcome.titles,
    parts: parts.join(', '),
  });
  return outcome.failed ? translate(i18n, texts.storageFull, { sentence }) : sentence;
}

/**
 * 'Import from Letterboxd, IMDb or Trakt' in "Your data"
 * (docs/product.md#importing-from-other-services): choose the export files, see the preview,
 * confirm, and undo for 10 s. Reading happens here in the browser; only titles, years and ids
 * go to the server to be matched.
 */
export function TitleImportPanel() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [state, setState] = useState<Step>({ step: 'idle' });
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = state.step === 'busy';

  async function choose(files: File[]) {
    setState({ step: 'busy', message: t`Reading your files…` });
    const read = await readExportFiles(files.map(chosenFile), i18n);
    if (!read.ok) return setState({ step: 'idle', message: read.message, tone: 'warn' });
    const titles = groupTitles(read.rows);
    const looking = (done: number) =>
      setState({
        step: 'busy',
        message: translate(i18n, texts.lookingUp, {
          count: titles.length,
          done: i18n.number(done),
        }),
      });
    looking(0);
    try {
      const results = await matchTitles(
        titles.map((t) => t.item),
        { onProgress: looking },
      );
      const preview = buildPreview(titles, results);
      setState({
        step: 'preview',
        preview,
        skipped: read.skipped,
        message: translate(i18n, texts.read, {
          rows: translate(i18n, texts.rows, { count: read.rows.length }),
          files: translate(i18n, texts.files, { count: read.files.length }),
          titles: translate(i18n, texts.titles, { count: titles.length }),
        }),
      });
    } catch (error) {
      const reason = lookupFailureText(error, i18n);
      setState({
        step: 'idle',
        tone: 'warn',
        message: t({
          message: `The titles could not be looked up (${reason}). Nothing was imported.`,
          comment: '{reason} says what failed (No network connectivity detected)',
        }),
      });
    }
  }

  function confirm(resolved: ResolvedTitle[]) {
    const outcome = applyImport(resolved);
    const message = describeOutcome(outcome, i18n);
    setState({ step: 'idle', message, tone: outcome.failed ? 'warn' : 'ok' });
    headingRef.current?.focus();
    if (outcome.titles > 0)
      notify({
        message,
        durationMs: UNDO_WINDOW_MS,
        action: {
          label: t({ message: 'Undo import', comment: 'Button in the notice after an import' }),
          run: () => {
            outcome.undo();
            setState({ step: 'idle', message: t`Import undone.`, tone: 'ok' });
          },
        },
      });
  }

  return (
    <section aria-labelledby="title-import-heading" className="mt-6 border-t border-line pt-5">
      <h3
        id="title-import-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold outline-none"
      >
        <Trans>Import from Letterboxd, IMDb or Trakt</Trans>
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        <Trans comment="watched, diary, watchlist, ratings are the names of Letterboxd's files">
          Choose Letterboxd&apos;s export ZIP or its CSV files (watched, diary, watchlist, ratings),
          IMDb&apos;s ratings or watchlist CSV, or Trakt&apos;s JSON files. Watchlists go to your
          vault, watched films and series to your watch history, ratings to your ratings. You see
          what was found before anything is saved.
        </Trans>
      </p>
      <label
        htmlFor={inputId}
        className={`${buttonStyles.secondary} mt-4 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent`}
      >
        <FileUp aria-hidden="true" className="size-4" />{' '}
        <Trans comment="Button: choose the files another service exported">
          Choose export files
        </Trans>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".csv,.json,.zip,text/csv,application/json,application/zip"
          className="sr-only"
          // A file chosen before the script has hydrated the input would be lost.
          disabled={busy || !hydrated}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void choose(files);
          }}
        />
      </label>
      <p
        role="status"
        className={`mt-3 min-h-5 text-sm ${state.step === 'idle' && state.tone === 'warn' ? 'text-warn' : 'text-text'}`}
      >
        {state.message}
      </p>
      {state.step === 'preview' && (
        <ImportPreviewView
          key={state.message}
          preview={state.preview}
          skipped={state.skipped}
          onImport={confirm}
          onCancel={() =>
            setState({ step: 'idle', message: t`Import cancelled. Nothing was saved.` })
          }
        />
      )}
    </section>
  );
}
