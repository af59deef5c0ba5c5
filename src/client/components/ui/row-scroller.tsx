import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Card widths by breakpoint (design.md): 140 / 160 / 180 / 200 px; `row-card` in theme.css. */
export const rowCardWidth = 'row-card w-[140px] shrink-0 sm:w-[160px] md:w-[180px] lg:w-[200px]';

/**
 * A horizontal scroller with left and right arrow buttons (hidden on small screens, where
 * swiping does the job). `step` gives the scroll distance for the current viewport width.
 * Left/Right, Home and End move focus between the cards' links, so a row is usable by keyboard.
 */
export function RowScroller({
  label,
  step,
  children,
  end,
}: {
  label: string;
  step: (viewportWidth: number) => number;
  children: ReactNode;
  /** Rendered after the last card, inside the scroller: the load-more sentinel. */
  end?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);

  const scroll = (direction: -1 | 1) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.current?.scrollBy({
      left: direction * step(window.innerWidth),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) return;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? links.length - 1
          : current + (event.key === 'ArrowRight' ? 1 : -1);
    const target = links[Math.max(0, Math.min(links.length - 1, next))];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const arrow =
    'absolute top-[35%] z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface/90 text-text shadow-lg transition hover:border-accent hover:text-accent sm:flex';
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Scroll ${label} left`}
        onClick={() => scroll(-1)}
        className={`${arrow} left-1`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div
        ref={scroller}
        className="scrollbar-none flex items-start gap-3 overflow-x-auto px-4 py-2 sm:gap-4 sm:px-14"
      >
        <ul aria-label={label} onKeyDown={onKeyDown} className="flex gap-3 sm:gap-4">
          {children}
        </ul>
        {end}
      </div>
      <button
        type="button"
        aria-label={`Scroll ${label} right`}
        onClick={() => scroll(1)}
        className={`${arrow} right-1`}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
