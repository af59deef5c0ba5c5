import type { StatTile } from '../utils/browse-stats';

export function StatTiles({ tiles }: { tiles: StatTile[] | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {(tiles ?? placeholders).map((tile, i) => (
        <div
          key={tile?.label ?? i}
          className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3"
        >
          {tile ? (
            <>
              <dt className="label-caps text-[11px] text-text-dim">{tile.label}</dt>
              <dd className="mt-1 text-xl font-bold text-text">
                {tile.value}
                {tile.note && (
                  <span className="ml-2 text-xs font-normal text-text-dim">{tile.note}</span>
                )}
              </dd>
            </>
          ) : (
            <div aria-hidden="true" className="h-[52px] animate-pulse rounded bg-surface-2" />
          )}
        </div>
      ))}
    </dl>
  );
}

const placeholders: null[] = [null, null, null, null];
