import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { ResolvedTitle } from '@/client/library/actions/apply-import';
import { describeTitle, type ImportPreview } from '../utils/import-preview';
import { downloadText } from '../utils/read-chosen-files';
import { unmatchedCsv } from '../utils/unmatched-csv';
import { AmbiguousChoice } from './ambiguous-choice';

/** Titles listed by name before the rest are only counted: a long list helps nobody. */
const LISTED = 100;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The preview (docs/product.md#importing-from-other-services): what was found, the titles to
 * choose between, what was not found (downloadable), then 'Import N titles'. Nothing is
 * written before that button.
 */
export function ImportPreviewView(props: {
  preview: ImportPreview;
  skipped: number;
  onImport: (resolved: ResolvedTitle[]) => void;
  onCancel: () => void;
}) {
  const { matched, ambiguous, unmatched } = props.preview;
  const [choices, setChoices] = useState<(number | null)[]>(() => ambiguous.map(() => null));
  const picked = ambiguous.flatMap((a, i) => {
    const choice = choices[i];
    return choice === null || choice === undefined
      ? []
      : [{ title: a.title, match: a.candidates[choice]! }];
  });
  const resolved: ResolvedTitle[] = [...matched, ...picked];
  return (
    <div className="mt-4 flex flex-col gap-4" aria-labelledby="import-preview-heading">
      <h4 id="import-preview-heading" className="text-base font-bold">
        Preview: nothing is saved yet
      </h4>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <strong>{matched.length.toLocaleString('en')}</strong> matched
        </li>
        <li>
          <strong>{ambiguous.length.toLocaleString('en')}</strong> to choose
        </li>
        <li>
          <strong>{unmatched.length.toLocaleString('en')}</strong> not found
        </li>
        {props.skipped > 0 && (
          <li className="text-text-dim">
            {plural(props.skipped, 'row', 'rows')} left out (no title, an episode, or a rating off
            the scale)
          </li>
        )}
      </ul>
      {ambiguous.length > 0 && (
        <section aria-labelledby="import-choose-heading" className="flex flex-col gap-2">
          <h5 id="import-choose-heading" className="text-sm font-bold">
            Choose the right title
          </h5>
          {ambiguous.slice(0, LISTED).map((a, i) => (
            <AmbiguousChoice
              key={a.title.key}
              title={a.title}
              candidates={a.candidates}
              chosen={choices[i] ?? null}
              onChoose={(choice) => setChoices((all) => all.map((c, j) => (j === i ? choice : c)))}
            />
          ))}
          {ambiguous.length > LISTED && (
            <p className="text-sm text-text-dim">
              {plural(ambiguous.length - LISTED, 'more title is', 'more titles are')} left out of
              this import; import again after this one to choose them.
            </p>
          )}
        </section>
      )}
      {unmatched.length > 0 && (
        <section aria-labelledby="import-unmatched-heading" className="flex flex-col gap-2">
          <h5 id="import-unmatched-heading" className="text-sm font-bold">
            Not found in the catalogue
          </h5>
          <ul
            aria-label="Titles not found"
            className="max-h-48 overflow-y-auto text-sm text-text-dim"
            tabIndex={0}
          >
            {unmatched.slice(0, LISTED).map((t) => (
              <li key={t.key}>{describeTitle(t.item)}</li>
            ))}
          </ul>
          {unmatched.length > LISTED && (
            <p className="text-sm text-text-dim">
              and {plural(unmatched.length - LISTED, 'more', 'more')} in the list below.
            </p>
          )}
          <div>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() =>
                downloadText(unmatchedCsv(unmatched), 'nexus-not-found.csv', 'text/csv')
              }
            >
              <Download aria-hidden="true" className="size-4" /> Download the list (CSV)
            </button>
          </div>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={resolved.length === 0}
          onClick={() => props.onImport(resolved)}
        >
          Import {plural(resolved.length, 'title', 'titles')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
