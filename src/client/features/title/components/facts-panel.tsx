import type { ReactNode } from 'react';

/** One fact of the panel: its label, its value, and classes for the value (a colour) if any. */
export type Fact = readonly [label: string, value: string, valueClass?: string];

/**
 * The side panel of a title page: a heading over label/value rows, then anything the page adds
 * below them (the series page's IMDb link).
 */
export function FactsPanel({
  headingId,
  heading,
  facts,
  children,
}: {
  headingId: string;
  heading: string;
  facts: readonly Fact[];
  children?: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={headingId}
      className="h-fit rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="label-caps mb-4 text-lg font-bold">
        {heading}
      </h2>
      <dl className="space-y-3 text-sm">
        {facts.map(([label, value, valueClass]) => (
          <div key={label}>
            <dt className="label-caps text-xs text-text-dim">{label}</dt>
            <dd className={valueClass ? `mt-0.5 ${valueClass}` : 'mt-0.5'}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </aside>
  );
}
