import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Card widths by breakpoint (docs/product.md#layout-and-breakpoints): 140 / 160 / 180 / 200 px;
 * `row-card` in theme.css.
 */
export const rowCardWidth = 'row-card w-[140px] shrink-0 sm:w-[160px] md:w-[180px] lg:w-[200px]';

/**
 * A horizontal scroller with left and right arrow buttons (hidden on small screens, where
 * swiping does the job). An arrow is shown only when there is something to scroll its way;
 * otherwise it is disabled and hidden (until measured, after hydration, both are). `step` gives the scroll distance for the current viewport width.
 * Home and End move focus to the first and last card's link; the arrow keys belong to spatial
 * navigation (`data-nav="row"`, decision 0027), which keeps Left and Right in the row and skips
 * the scroll buttons (the arrows scroll the row already). The row is one Tab stop (a roving tabindex): only the last focused card is in the Tab order.
 * Otherwise Tab would walk every card, and since reaching the row's end loads the next page, a
 * keyboard user could never get past an infinite row.
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
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const active = useRef(0);
  const [room, setRoom] = useState({ left: false, right: false });

  // What is left to scroll each way, measured on scrolling and whenever the scroller or its
  // list changes size (cards come with paging; a ResizeObserver reports once when it starts).
  // Not after every render: the row's tabindex effect below runs then, and the card actions
  // follow their links' tabindex, so a state update there would never settle.
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setRoom((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    if (list.current) resized?.observe(list.current);
    measure();
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);

  // After every render (cards come and go with paging), only the active card keeps tabindex 0.
  useEffect(() => {
    const links = cardLinks(list.current);
    if (links.length === 0) return;
    active.current = Math.min(active.current, links.length - 1);
    links.forEach((link, i) => (link.tabIndex = i === active.current ? 0 : -1));
  });

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const links = cardLinks(event.currentTarget);
    // React types a focus event's target as the list itself; it is whichever child got focus.
    const focused: EventTarget = event.target;
    const index = links.findIndex((link) => link === focused);
    if (index === -1 || index === active.current) return;
    links[active.current]?.setAttribute('tabindex', '-1');
    links[index]?.setAttribute('tabindex', '0');
    active.current = index;
  };

  const scroll = (direction: -1 | 1) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.current?.scrollBy({
      left: direction * step(window.innerWidth),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const links = cardLinks(event.currentTarget);
    if (!links.includes(document.activeElement as HTMLAnchorElement)) return;
    const target = event.key === 'Home' ? links[0] : links.at(-1);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const arrow = (shown: boolean) =>
    `absolute top-[35%] z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface/90 text-text shadow-lg transition hover:border-accent hover:text-accent ${shown ? 'sm:flex' : ''}`;
  return (
    <div className="relative">
      <button
        type="button"
        data-nav-skip
        aria-label={t({
          message: `Scroll ${label} left`,
          comment: "Row arrow button. {label} is the row's name",
        })}
        onClick={() => scroll(-1)}
        disabled={!room.left}
        className={`${arrow(room.left)} left-1`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div
        ref={scroller}
        className="scrollbar-none flex items-start gap-3 overflow-x-auto px-4 py-2 sm:gap-4 sm:px-14"
      >
        <ul
          ref={list}
          aria-label={label}
          data-nav="row"
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          className="flex gap-3 sm:gap-4"
        >
          {children}
        </ul>
        {end}
      </div>
      <button
        type="button"
        data-nav-skip
        aria-label={t({
          message: `Scroll ${label} right`,
          comment: "Row arrow button. {label} is the row's name",
        })}
        onClick={() => scroll(1)}
        disabled={!room.right}
        className={`${arrow(room.right)} right-1`}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

function cardLinks(list: HTMLUListElement | null) {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}
