/**
 * Presses and typing on the server's page before the app has taken it over (decisions 0026 and
 * 0036).
 *
 * The page's HTML paints first and its own code comes after (page-start.ts asks for it once the
 * page has painted; then the page's chunk, then hydration), so on a slow connection a button can
 * be seen, and pressed, or a field typed into, before anything listens: React drops such a press,
 * and its state never hears of the typing. Instead, until the app announces its page:
 * - a press on a control (a button, a menu's trigger) is held,
 *   and given to the control once React has it, if the control still says what it said when it
 *   was pressed: the server cannot know this browser's library, so a button that said 'Add to
 *   Vault' may turn out to be 'Remove from Vault', and then the press is dropped rather than doing
 *   the opposite of what was meant;
 * - what was typed into a text field, a checkbox or radio ticked and an option chosen is handed
 *   to React as the field's change as soon as React has hydrated the field: the render that
 *   follows hydration writes React's state into every field it controls, so a search, a chat
 *   message or an email typed early would be wiped by it, a star ticked early unticked and a
 *   sort order chosen early put back;
 * - Enter in a box that sends on Enter (the chat's, marked `data-enter-sends`) starts no new line
 *   and is given to the box's form as a send once the page is React's: before then the browser
 *   would only have added a line, and the message would never leave.
 *
 * Links are left alone: they work without the script.
 */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="checkbox"], [role="radio"]';

/** Ticked by the browser itself (they need no script), then told to React like typing. */
const CHECKABLES = 'input[type="checkbox"], input[type="radio"]';

const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="password"], input[type="url"], input[type="tel"], input[type="number"]';

/** Boxes whose Enter sends their form (Shift+Enter starts a line), as React's handler says. */
const SENDS_ON_ENTER = 'textarea[data-enter-sends]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Beyond this, more presses before the page is ready are not kept (a stuck key, a toddler). */
const MAX_HELD = 8;

interface HeldClick {
  control: HTMLElement;
  said: string;
}

let held: HeldClick[] | null = null;
/** The fields typed into, ticked or chosen in while the page was not React's. */
let noted: Set<Field> | null = null;
/** The boxes Enter was pressed in to send, while the page was not React's. */
let sends: Set<HTMLTextAreaElement> | null = null;
let stopListening: (() => void) | null = null;
/** True while a hand-over tells React of a field: the events it sends are not noted. */
let handingOver = false;

/** What a control says: its name, its text and its state. */
function saying(control: HTMLElement): string {
  return ['aria-label', 'aria-pressed', 'aria-checked', 'aria-selected', 'disabled']
    .map((name) => control.getAttribute(name) ?? '')
    .concat(control.textContent ?? '')
    .join('|');
}

/** Starts holding presses and noting typing inside `area` (the page), until released. */
export function holdEarlyClicks(area: Element) {
  releaseEarlyClicks();
  const queue: HeldClick[] = [];
  const fields = new Set<Field>();
  const boxes = new Set<HTMLTextAreaElement>();
  held = queue;
  noted = fields;
  sends = boxes;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control || !area.contains(control)) return;
    // Not React's, nor the browser's (a submit): the page is not ready for it yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (queue.length < MAX_HELD) queue.push({ control, said: saying(control) });
  };
  const onInput = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Our own hand-over's events are not typing to hand over again.
    if (!target || !area.contains(target) || handingOver) return;
    if (target.matches(`${CHECKABLES}, ${TEXT_FIELDS}, select`)) fields.add(target as Field);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    const box = event.target instanceof Element ? event.target : null;
    if (!box?.matches(SENDS_ON_ENTER) || !area.contains(box)) return;
    // A box React has already hydrated sends on its own Enter.
    if (isReacts(box as HTMLTextAreaElement, false)) return;
    event.preventDefault();
    boxes.add(box as HTMLTextAreaElement);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('keydown', onKeyDown, true);
  stopListening = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
  };
}

/**
 * Tells React a box was ticked: back to what React rendered through the element's own setter
 * (React notes it), then a click ticks it again, which React reads as the change.
 */
function handOverTick(box: HTMLInputElement) {
  box.checked = box.defaultChecked;
  box.click();
}

/**
 * Tells React what the field holds: through the element's own value setter React notes the
 * value it knew (its first render's), then the prototype's sets the typed text without React
 * noticing, and the input event then reads as a change from one to the other.
 */
function handOverTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter) return;
  const text = field.value;
  field.value = field.defaultValue;
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Tells React an option was chosen: React reads a list's choice from its change event as it is
 * (a list has no value tracker), and the render after it keeps the choice.
 */
function handOverChoice(list: HTMLSelectElement) {
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

const isCheckable = (field: Field): field is HTMLInputElement => field.matches(CHECKABLES);

/** Whether the field differs from what the server drew (so from what React's state holds). */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Whether React has taken `field` over, so that what is handed over reaches its state. React
 * keeps a text field's or a box's last known value on the element itself (its value tracker, an
 * own `value` or `checked` property) from the moment it hydrates it: that is how React tells a
 * change from a repeat, and here a field it has from one it has not yet. A list has no tracker:
 * it counts as React's once the route's page is (`pageHydrated`).
 */
function isReacts(field: Field, pageHydrated: boolean): boolean {
  if (field instanceof HTMLSelectElement) return pageHydrated;
  return Object.prototype.hasOwnProperty.call(field, isCheckable(field) ? 'checked' : 'value');
}

/**
 * Hands over, and forgets, what was typed, ticked and chosen in the fields `ready` accepts; true
 * when something changed hands.
 */
function handOver(fields: Set<Field> | null, ready: (field: Field) => boolean): boolean {
  let handedOver = false;
  handingOver = true;
  try {
    // A copy: a set visits what is added to it while it is walked.
    for (const field of [...(fields ?? [])]) {
      if (!ready(field)) continue;
      fields!.delete(field);
      if (!field.isConnected || field.disabled || !changed(field)) continue;
      if (field instanceof HTMLSelectElement) handOverChoice(field);
      else if (isCheckable(field)) handOverTick(field);
      else handOverTyping(field);
      handedOver = true;
    }
  } finally {
    handingOver = false;
  }
  return handedOver;
}

/**
 * React has hydrated a part of the page (the event's detail: 'header' or 'page'): the fields it
 * now controls get what they were given.
 */
function handOverHydratedFields(event: Event) {
  const pageHydrated = event instanceof CustomEvent && event.detail === 'page';
  handOver(noted, (field) => isReacts(field, pageHydrated));
}

/**
 * The page is React's now: stops holding, hands over what was typed, and gives each held press
 * to its control if it is still on the page, enabled, and says what it said.
 */
export function releaseEarlyClicks() {
  const queue = held;
  const fields = noted;
  const boxes = sends;
  held = null;
  noted = null;
  sends = null;
  stopListening?.();
  stopListening = null;
  // Fields in a part React hydrated only now (or without a tracker, which counts as now).
  const handedOver = handOver(fields, () => true);
  const give = () => {
    for (const { control, said } of queue ?? []) {
      const disabled =
        control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';
      if (control.isConnected && !disabled && saying(control) === said) control.click();
    }
  };
  // React renders the typing's changes after this task: a held 'Sign In' pressed now would
  // send the form as it was before them (empty). The presses come a task later.
  if (handedOver) setTimeout(give, 0);
  else give();
  // A send goes as the form's own submit, whose handler decides (a blank box sends nothing); a
  // task later, as the text handed over (now or at an earlier hydration) may not be rendered yet.
  if (boxes?.size)
    setTimeout(() => {
      for (const box of boxes) if (box.isConnected && !box.disabled) box.form?.requestSubmit();
    }, 0);
}

/**
 * The app says its page is ready with this event (src/client/lib/page-ready-event.ts): this
 * module is the page-start script's, which shares no code with the app, so the name is written
 * in both places and a test holds them to each other.
 */
const PAGE_READY_EVENT = 'nexus:page-ready';
/** Sent in each commit that hydrates a part of the page (the header, then the route's page). */
const PAGE_HYDRATED_EVENT = 'nexus:page-hydrated';

/** Holds presses on `area` until the app announces that its page is ready. */
export function holdEarlyClicksUntilReady(area: Element) {
  holdEarlyClicks(area);
  document.addEventListener(PAGE_HYDRATED_EVENT, handOverHydratedFields);
  document.addEventListener(
    PAGE_READY_EVENT,
    () => {
      document.removeEventListener(PAGE_HYDRATED_EVENT, handOverHydratedFields);
      releaseEarlyClicks();
    },
    { once: true },
  );
}
