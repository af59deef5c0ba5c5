/**
 * Clicks on the server's page before its script has taken it over (decisions 0026 and 0036).
 *
 * The page's HTML paints first and its own code comes after (page-start.ts asks for it once the
 * page has painted; then the page's chunk, then hydration),
 * so on a slow connection a button can be seen, and pressed, before anything listens to it:
 * React drops such a press. Instead, while the page hydrates, a press on one of its controls is
 * held, and given to the control once React has it. A press is given only if the control still
 * says what it said when it was pressed: the server cannot know this browser's library, so a
 * button that said 'Add to Vault' may turn out to be 'Remove from Vault', and then the press is
 * dropped rather than doing the opposite of what was meant.
 *
 * Links are left alone: they work without the script.
 */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="checkbox"], [role="radio"]';

/** Beyond this, more presses before the page is ready are not kept (a stuck key, a toddler). */
const MAX_HELD = 8;

interface HeldClick {
  control: HTMLElement;
  said: string;
}

let held: HeldClick[] | null = null;
let stopListening: (() => void) | null = null;

/** What a control says: its name, its text and its state. */
function saying(control: HTMLElement): string {
  return ['aria-label', 'aria-pressed', 'aria-checked', 'aria-selected', 'disabled']
    .map((name) => control.getAttribute(name) ?? '')
    .concat(control.textContent ?? '')
    .join('|');
}

/** Starts holding presses on controls inside `area` (the page's content), until released. */
export function holdEarlyClicks(area: Element) {
  releaseEarlyClicks();
  const queue: HeldClick[] = [];
  held = queue;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control || !area.contains(control)) return;
    // Not React's, nor the browser's (a submit): the page is not ready for it yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (queue.length < MAX_HELD) queue.push({ control, said: saying(control) });
  };
  document.addEventListener('click', onClick, true);
  stopListening = () => document.removeEventListener('click', onClick, true);
}

/**
 * The page is React's now: stops holding, and gives each held press to its control if it is still
 * on the page, enabled, and says what it said.
 */
export function releaseEarlyClicks() {
  const queue = held;
  held = null;
  stopListening?.();
  stopListening = null;
  for (const { control, said } of queue ?? []) {
    const disabled =
      control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';
    if (control.isConnected && !disabled && saying(control) === said) control.click();
  }
}

/**
 * The app says its page is ready with this event (src/client/lib/page-ready-event.ts): this
 * module is the page-start script's, which shares no code with the app, so the name is written
 * in both places and a test holds them to each other.
 */
const PAGE_READY_EVENT = 'nexus:page-ready';

/** Holds presses on `area` until the app announces that its page is ready. */
export function holdEarlyClicksUntilReady(area: Element) {
  holdEarlyClicks(area);
  document.addEventListener(PAGE_READY_EVENT, releaseEarlyClicks, { once: true });
}
