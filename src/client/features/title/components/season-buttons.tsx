import { Trans } from '@lingui/react/macro';

/** A row of season buttons; the chosen one is pressed. Used by the selector and the empty state. */
export function SeasonButtons({
  seasons,
  selected,
  onSelect,
  label,
}: {
  seasons: readonly number[];
  selected: number | null;
  onSelect: (season: number) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {seasons.map((n) => {
        const active = n === selected;
        return (
          <button
            key={n}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(n)}
            className={`label-caps rounded-md border px-4 py-2 text-xs font-bold transition pointer-coarse:min-h-11 ${
              active
                ? 'border-accent bg-accent/25 text-text'
                : 'border-line bg-surface-2 text-text hover:border-accent'
            }`}
          >
            <Trans comment="A season button; {n} is the season's number">Season {n}</Trans>
          </button>
        );
      })}
    </div>
  );
}
