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
  const name = `choice-${props.title.key}`;
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
        Which is “{describeTitle(props.title.item)}”?
      </legend>
      <div className="flex flex-col gap-1">
        {props.candidates.map((c, i) =>
          option(`${describeTitle(c)}${c.media_type === 'tv' ? ' · series' : ''}`, i),
        )}
        {option('None of these', null)}
      </div>
    </fieldset>
  );
}
