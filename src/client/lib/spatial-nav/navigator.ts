import type { NavigateFunction } from '@/client/lib/router/router';
import { nearestInDirection, opposite, type Direction, directionOfKey } from './geometry';
import { syntheticEvents, type RemoteKey } from './keys';

/**
 * Spatial navigation (decision 0027), loaded on the first arrow or Back key: the arrow keys move
 * focus to the nearest focusable item in their direction. Markers in the page:
 * - `data-nav="row"`: a row of cards; Left and Right stay in it (even at its ends), and it remembers the item it
 *   was left on, which Up or Down into it returns to.
 * - `data-nav="grid"`: a grid; every direction prefers its own items (Down keeps the column).
 * - `data-nav-card`: one card; coming from outside lands on its first item (the link), Up from
 *   there reaches its other items (the '⋯' button at its top).
 * - `data-nav="header"`: the sticky header; Left and Right stay in it, and from below it is
 *   reached only when nothing else is above.
 * - `data-nav-skip`: never a target (the rows' scroll buttons: the arrows scroll rows already).
 * docs/product.md#remote-and-arrow-keys
 */

const FOCUSABLE =
  'a[href],button,input:not([type="hidden"]),select,textarea,summary,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

const MODAL = '[role="dialog"][aria-modal="true"],[role="alertdialog"]';

interface Options {
  navigate: NavigateFunction;
  /** Where Back goes when there is no earlier page of the app in this tab. */
  home: string;
}

/** The last move, so the opposite key undoes it (Down then Up returns to the same card). */
let last: { from: HTMLElement; to: HTMLElement; direction: Direction } | null = null;
// Focus moved by other means (a click, Tab, a script) ends the undo.
document.addEventListener('focusin', (event) => {
  if (last && event.target !== last.to) last = null;
});

/** The item each row was left on. */
const remembered = new WeakMap<Element, HTMLElement>();

export function handleRemoteKey(event: KeyboardEvent, kind: RemoteKey, options: Options) {
  if (kind === 'back') back(event, options);
  else {
    const direction = directionOfKey(event.key);
    if (direction) move(direction);
  }
}

/** The open modal dialog that holds focus (the last one opened), else the whole page. */
function scope(): Element {
  const dialogs = [...document.querySelectorAll(MODAL)].filter(visible);
  return dialogs.at(-1) ?? document.body;
}

function visible(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width * rect.height < 4) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

function isCandidate(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[data-nav-skip],[inert],[aria-hidden="true"],iframe')) return false;
  return visible(element);
}

/**
 * The focusable items under `root`. A focusable box around others (the cast strip, focusable so
 * Tab users can scroll it) is never a target itself: its items are.
 */
function candidates(root: Element): HTMLElement[] {
  const all = [...root.querySelectorAll(FOCUSABLE)].filter(isCandidate);
  return all.filter(
    (element) => !all.some((other) => other !== element && element.contains(other)),
  );
}

/** The card an element belongs to, and that card's first item (its link). */
const cardOf = (element: Element) => element.closest('[data-nav-card]');
const primaryOf = (card: Element) => candidates(card)[0] ?? null;
const rowOf = (element: Element) => element.closest('[data-nav="row"]');

function nearest(from: HTMLElement, pool: HTMLElement[], direction: Direction) {
  const index = nearestInDirection(
    from.getBoundingClientRect(),
    pool.map((element) => element.getBoundingClientRect()),
    direction,
  );
  return pool[index] ?? null;
}

function move(direction: Direction) {
  const root = scope();
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || !root.contains(active)) {
    focusFirst(root);
    return;
  }
  if (!isCandidate(active)) {
    // Focus on a container (the main landmark after 'Skip to content', a dialog itself).
    const inside = candidates(active)[0];
    if (inside) focus(inside);
    else focusFirst(root);
    return;
  }
  const target = targetFrom(active, direction, root);
  if (!target) {
    if (direction === 'up' || direction === 'down') {
      window.scrollBy({ top: (direction === 'down' ? 1 : -1) * window.innerHeight * 0.4 });
    }
    return;
  }
  const row = rowOf(active);
  if (row && !row.contains(target)) remembered.set(row, active);
  last = { from: active, to: target, direction };
  focus(target);
}

function targetFrom(active: HTMLElement, direction: Direction, root: Element): HTMLElement | null {
  if (last && last.to === active && last.direction === opposite[direction]) {
    if (last.from.isConnected && root.contains(last.from) && isCandidate(last.from)) {
      return last.from;
    }
  }
  const card = cardOf(active);
  if (card) {
    const primary = primaryOf(card);
    const others = candidates(card).filter((element) => element !== primary);
    if (direction === 'up' && primary === active && others[0]) return others[0];
    // Between a card's own buttons (the vault's remove button and the '⋯' at its top).
    if (primary !== active && (direction === 'left' || direction === 'right')) {
      const beside = nearest(
        active,
        others.filter((element) => element !== active),
        direction,
      );
      if (beside) return beside;
    }
  }
  // Items of other cards count as their card's first item; the current card's are left behind.
  const pool: HTMLElement[] = [];
  for (const element of candidates(root)) {
    if (element === active) continue;
    const other = cardOf(element);
    if (other && (other === card || primaryOf(other) !== element)) continue;
    pool.push(element);
  }
  const container = active.closest('[data-nav]');
  const kind = container?.getAttribute('data-nav');
  const along = direction === 'left' || direction === 'right';
  if (container && (kind === 'grid' || ((kind === 'row' || kind === 'header') && along))) {
    const inside = nearest(
      active,
      pool.filter((element) => container.contains(element)),
      direction,
    );
    // A row's ends are its ends: no jump to some other row's card off to the side.
    if (inside || kind !== 'grid') return inside;
  }
  // The sticky header sits over scrolled-away content: it is what is above only when nothing is.
  const inHeader = (element: Element) => element.closest('[data-nav="header"]') !== null;
  let target: HTMLElement | null;
  if (inHeader(active)) target = nearest(active, pool, direction);
  else {
    target =
      nearest(
        active,
        pool.filter((element) => !inHeader(element)),
        direction,
      ) ?? nearest(active, pool.filter(inHeader), direction);
  }
  if (!target || along) return target;
  const row = rowOf(target);
  const memory = row && row !== rowOf(active) ? remembered.get(row) : undefined;
  return memory?.isConnected && isCandidate(memory) ? memory : target;
}

/** With nothing focused: the page's first content item in view (the main landmark's, else any). */
function focusFirst(root: Element) {
  const main = root === document.body ? (document.querySelector('main') ?? root) : root;
  const items = candidates(main);
  const inView = items.find((element) => {
    const rect = element.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight;
  });
  const first = inView ?? items[0] ?? candidates(root)[0];
  if (first) focus(first);
}

function focus(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // 'nearest' scrolls a row sideways and the page up or down only as far as needed; the
  // scroll-margin in theme.css keeps the item clear of the sticky header.
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * Back: leave fullscreen, else close the open dialog or menu (as Escape would), else the
 * previous page of the app, else `home`.
 */
function back(event: KeyboardEvent, { navigate, home }: Options) {
  if (document.fullscreenElement) {
    void document.exitFullscreen?.();
    return;
  }
  const layer = [...document.querySelectorAll(`${MODAL},[role="menu"],[role="dialog"]`)]
    .filter(visible)
    .at(-1);
  if (layer && event.key !== 'Escape') {
    const escape = new KeyboardEvent('keydown', {
      key: 'Escape',
      code: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    syntheticEvents.add(escape);
    (document.activeElement ?? layer).dispatchEvent(escape);
    return;
  }
  if (layer) return;
  const here = window.location.pathname + window.location.search;
  const step = () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) {
      // An entry showing the very same page (the one under a closed player: opening it added
      // `?play=1`, closing replaced that) is no step back: go on to the page before.
      window.addEventListener(
        'popstate',
        () => {
          if (window.location.pathname + window.location.search === here) step();
        },
        { once: true },
      );
      navigate(-1);
    } else if (window.location.pathname !== home) void navigate(home, { replace: true });
  };
  step();
}
