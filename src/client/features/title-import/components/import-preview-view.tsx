import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { groupThousands } from '@/client/lib/format';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { ResolvedTitle } from '@/client/library/actions/apply-import';
import { describeTitle, type ImportPreview } from '../utils/import-preview';
import { downloadText } from '../utils/read-chosen-files';
import { unmatchedCsv } from '../utils/unmatched-csv';
import { AmbiguousChoice } from './ambiguous-choice';

/** Titles listed by name before the rest are only counted: a long list helps nobody. */
const LISTED = 100;

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
  const { t } = useLingui();
  const { matched, ambiguous, unmatched } = props.preview;
  const locale = useFormatLocale();
  const matchedCount = groupThousands(matched.length, locale);
  const ambiguousCount = groupThousands(ambiguous.length, locale);
  const unmatchedCount = groupThousands(unmatched.length, locale);
  const skipped = props.skipped;
  const [choices, setChoices] = useState<(number | null)[]>(() => ambiguous.map(() => null));
  const picked = ambiguous.flatMap((a, i) => {
    const choice = choices[i];
    return choice === null || choice === undefined
      ? []
      : [{ title: a.title, match: a.candidates[choice]! }];
  });
  const resolved: ResolvedTitle[] = [...matched, ...picked];
  const count = resolved.length;
  const moreToChoose = ambiguous.length - LISTED;
  const moreNotFound = unmatched.length - LISTED;
  const more = groupThousands(moreNotFound, locale);
  return (
    <div className="mt-4 flex flex-col gap-4" aria-labelledby="import-preview-heading">
      <h4 id="import-preview-heading" className="text-base font-bold">
        <Trans>Preview: nothing is saved yet</Trans>
      </h4>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <Trans comment="A count in the import preview">
            <strong>{matchedCount}</strong> matched
          </Trans>
        </li>
        <li>
          <Trans comment="A count in the import preview">
            <strong>{ambiguousCount}</strong> to choose
          </Trans>
        </li>
        <li>
          <Trans comment="A count in the import preview">
            <strong>{unmatchedCount}</strong> not found
          </Trans>
        </li>
        {skipped > 0 && (
          <li className="text-text-dim">
            <Plural
              value={skipped}
              one="# row left out (no title, an episode, or a rating off the scale)"
              other="# rows left out (no title, an episode, or a rating off the scale)"
            />
          </li>
        )}
      </ul>
      {ambiguous.length > 0 && (
        <section aria-labelledby="import-choose-heading" className="flex flex-col gap-2">
          <h5 id="import-choose-heading" className="text-sm font-bold">
            <Trans>Choose the right title</Trans>
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
          {moreToChoose > 0 && (
            <p className="text-sm text-text-dim">
              <Plural
                value={moreToChoose}
                one="# more title is left out of this import; import again after this one to choose them."
                other="# more titles are left out of this import; import again after this one to choose them."
              />
            </p>
          )}
        </section>
      )}
      {unmatched.length > 0 && (
        <section aria-labelledby="import-unmatched-heading" className="flex flex-col gap-2">
          <h5 id="import-unmatched-heading" className="text-sm font-bold">
            <Trans>Not found in the catalogue</Trans>
          </h5>
          <ul
            aria-label={t`Titles not found`}
            className="max-h-48 overflow-y-auto text-sm text-text-dim"
            tabIndex={0}
          >
            {unmatched.slice(0, LISTED).map((t) => (
              <li key={t.key}>{describeTitle(t.item)}</li>
            ))}
          </ul>
          {moreNotFound > 0 && (
            <p className="text-sm text-text-dim">
              <Trans comment="After the first 100 titles not found; {more} is how many more">
                and {more} more in the list below.
              </Trans>
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
              <Download aria-hidden="true" className="size-4" />{' '}
              <Trans comment="Button: download the titles not found as a CSV file">
                Download the list (CSV)
              </Trans>
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
          <Trans comment="Button: import the titles found">
            Import <Plural value={count} one="# title" other="# titles" />
          </Trans>
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={props.onCancel}>
          <Trans comment="Button: leave the preview without importing">Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
