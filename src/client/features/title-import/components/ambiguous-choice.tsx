import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchCandidate } from '@/shared/catalog/match-schemas';
import { describeTitle, type ImportTitle } from '../utils/import-preview';

/**
 * One title the catalogue has more than once: a radio group of its candidates and 'None of
 * these' (the default, so nothing is imported on a guess). Native radios: arrow keys move
 * between them and the group is one tab stop.
 */
export function AmbiguousChoice(props: {
  title: ImportTitle;
  candidates: MatchCandidate[];
  chosen: number | null;
  onChoose: (index: number | null) => void;
}) {
  const { t } = useLingui();
  const name = `choice-${props.title.key}`;
  const title = describeTitle(props.title.item);
  const option = (label: string, index: number | null) => (
    <label key={index ?? 'none'} className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        checked={props.chosen === index}
        onChange={() => props.onChoose(index)}
        className="accent-accent"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-bold">
        <Trans comment="Choosing between titles of the same name; {title} is a title and its year, Hamlet (1996)">
          Which is “{title}”?
        </Trans>
      </legend>
      <div className="flex flex-col gap-1">
        {props.candidates.map((c, i) => {
          const candidate = describeTitle(c);
          return option(
            c.media_type === 'tv'
              ? t({
                  message: `${candidate} · series`,
                  comment:
                    '{candidate} is a title and its year, Hamlet (1996), marked as a TV series',
                })
              : candidate,
            i,
          );
        })}
        {option(
          t({ message: 'None of these', comment: 'Choice: none of the titles listed' }),
          null,
        )}
      </div>
    </fieldset>
  );
}
