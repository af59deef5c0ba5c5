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

type Step =
  | { step: 'idle'; message?: string; tone?: 'ok' | 'warn' }
  | { step: 'busy'; message: string }
  | { step: 'preview'; preview: ImportPreview; skipped: number; message: string };

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The sentence after an import, for the panel and the notice with 'Undo import'. */
function describeOutcome(outcome: ImportOutcome): string {
  if (outcome.titles === 0)
    return 'Nothing new to import: these titles are already in your library.';
  const parts = [
    outcome.vault > 0 && `${plural(outcome.vault, 'title', 'titles')} to the vault`,
    outcome.history > 0 && `${plural(outcome.history, 'title', 'titles')} to watch history`,
    outcome.ratings > 0 && plural(outcome.ratings, 'rating', 'ratings'),
  ].filter(Boolean);
  const sentence = `Imported ${plural(outcome.titles, 'title', 'titles')}: ${parts.join(', ')}.`;
  return outcome.failed
    ? `${sentence} Storage is full, so not everything could be saved.`
    : sentence;
}

/**
 * 'Import from Letterboxd, IMDb or Trakt' in "Your data"
 * (docs/product.md#importing-from-other-services): choose the export files, see the preview,
 * confirm, and undo for 10 s. Reading happens here in the browser; only titles, years and ids
 * go to the server to be matched.
 */
export function TitleImportPanel() {
  const hydrated = useHydrated();
  const [state, setState] = useState<Step>({ step: 'idle' });
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = state.step === 'busy';

  async function choose(files: File[]) {
    setState({ step: 'busy', message: 'Reading your files…' });
    const read = await readExportFiles(files.map(chosenFile));
    if (!read.ok) return setState({ step: 'idle', message: read.message, tone: 'warn' });
    const titles = groupTitles(read.rows);
    const looking = (done: number) =>
      setState({
        step: 'busy',
        message: `Looking up ${plural(titles.length, 'title', 'titles')} (${done.toLocaleString('en')} done)…`,
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
        message: `Read ${plural(read.rows.length, 'row', 'rows')} from ${plural(read.files.length, 'file', 'files')}: ${plural(titles.length, 'title', 'titles')}.`,
      });
    } catch (error) {
      setState({
        step: 'idle',
        tone: 'warn',
        message: `The titles could not be looked up (${(error as Error).message}). Nothing was imported.`,
      });
    }
  }

  function confirm(resolved: ResolvedTitle[]) {
    const outcome = applyImport(resolved);
    const message = describeOutcome(outcome);
    setState({ step: 'idle', message, tone: outcome.failed ? 'warn' : 'ok' });
    headingRef.current?.focus();
    if (outcome.titles > 0)
      notify({
        message,
        durationMs: UNDO_WINDOW_MS,
        action: {
          label: 'Undo import',
          run: () => {
            outcome.undo();
            setState({ step: 'idle', message: 'Import undone.', tone: 'ok' });
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
        Import from Letterboxd, IMDb or Trakt
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        Choose Letterboxd&apos;s export ZIP or its CSV files (watched, diary, watchlist, ratings),
        IMDb&apos;s ratings or watchlist CSV, or Trakt&apos;s JSON files. Watchlists go to your
        vault, watched films and series to your watch history, ratings to your ratings. You see what
        was found before anything is saved.
      </p>
      <label
        htmlFor={inputId}
        className={`${buttonStyles.secondary} mt-4 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent`}
      >
        <FileUp aria-hidden="true" className="size-4" /> Choose export files
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
            setState({ step: 'idle', message: 'Import cancelled. Nothing was saved.' })
          }
        />
      )}
    </section>
  );
}
