import type { ReactNode } from 'react';

/**
 * The body of a title page under its hero: the main column, and the facts panel to its right on
 * wide screens (below it on narrow ones), lowered to line up with the main column's first
 * heading.
 */
export function DetailColumns({
  side,
  className = '',
  children,
}: {
  side: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px] ${className}`}
    >
      <div className="min-w-0">{children}</div>
      <div className="lg:mt-10">{side}</div>
    </div>
  );
}
