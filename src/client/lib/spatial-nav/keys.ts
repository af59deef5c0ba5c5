/**
 * Which keys spatial navigation takes (decision 0027), decided at once so the browser's own
 * scrolling can be prevented. Loaded with every page: keep it small.
 * docs/product.md#remote-and-arrow-keys
 */

export type RemoteKey = 'arrow' | 'back';

/** Events the navigator sends itself (a Back key turned into Escape for a dialog). */
export const syntheticEvents = new WeakSet<Event>();

/** webOS and Tizen remotes' Back buttons, by key code (their `key` is not standard). */
const TV_BACK_CODES = new Set([461, 10009]);

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Widgets whose arrow keys are their own (menus, tabs, radio groups, sliders, lists). */
const OWN_ARROWS =
  '[role="menu"],[role="menubar"],[role="listbox"],[role="radiogroup"],[role="slider"],[role="tree"],[role="grid"],[data-nav-own-arrows]';

const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'submit',
  'reset',
  'color',
  'file',
  'image',
]);

function isTextField(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type))
  );
}

/** Whether an arrow key leaves a single-line field: Up and Down always, Left and Right at its ends. */
function leavesField(field: HTMLElement, key: string): boolean {
  if (!(field instanceof HTMLInputElement)) return false;
  if (key === 'ArrowUp' || key === 'ArrowDown') return true;
  let start: number | null;
  let end: number | null;
  try {
    ({ selectionStart: start, selectionEnd: end } = field);
  } catch {
    return false;
  }
  if (start === null || start !== end) return false;
  return key === 'ArrowLeft' ? start === 0 : start === field.value.length;
}

/** What a key means to the navigator, or null when it is someone else's. */
export function remoteKeyOf(event: KeyboardEvent): RemoteKey | null {
  if (event.defaultPrevented || syntheticEvents.has(event)) return null;
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target;
  if (event.key === 'GoBack' || event.key === 'BrowserBack' || TV_BACK_CODES.has(event.keyCode)) {
    return 'back';
  }
  if (event.shiftKey) return null;
  if (event.key === 'Escape' || event.key === 'Backspace') {
    return isTextField(target) ? null : 'back';
  }
  if (!ARROWS.has(event.key)) return null;
  if (target instanceof HTMLInputElement && target.type === 'radio') return null;
  if (target instanceof HTMLInputElement && target.type === 'range') return null;
  if (isTextField(target) && !leavesField(target, event.key)) return null;
  if (target instanceof Element) {
    const owner = target.closest(OWN_ARROWS);
    if (owner) return null;
    // A tab list keeps the arrows of its own orientation and lets the others move on.
    const tabs = target.closest('[role="tablist"]');
    if (tabs) {
      const vertical = tabs.getAttribute('aria-orientation') === 'vertical';
      const along = vertical
        ? event.key === 'ArrowUp' || event.key === 'ArrowDown'
        : event.key === 'ArrowLeft' || event.key === 'ArrowRight';
      if (along) return null;
    }
  }
  return 'arrow';
}
