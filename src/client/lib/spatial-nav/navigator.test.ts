import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleRemoteKey } from './navigator';
import { remoteKeyOf } from './keys';

/**
 * A page laid out by hand: jsdom has no layout, so every element gets the box it would have.
 * Header (logo, search box) at the top, then two rows of three cards, each card a link with a
 * '⋯' button at its top right, and a grid under them.
 */
const boxes = new Map<Element, DOMRect>();
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;

function place(element: Element, left: number, top: number, width: number, height: number) {
  boxes.set(element, rect(left, top, width, height));
}

function build() {
  document.body.innerHTML = `
    <header data-nav="header"><a href="/browse" id="logo">NEXUS</a></header>
    <main id="main" tabindex="-1">
      <input id="search" type="search" aria-label="Search" />
      <button id="hidden-scroll" data-nav-skip>Scroll</button>
      ${[1, 2]
        .map(
          (r) =>
            `<ul data-nav="row" id="row${r}">${[1, 2, 3]
              .map(
                (c) =>
                  `<li><div data-nav-card><a href="/t/${r}${c}" id="c${r}${c}">Card</a><button id="m${r}${c}">⋯</button></div></li>`,
              )
              .join('')}</ul>`,
        )
        .join('')}
    </main>`;
  const $ = (id: string) => document.getElementById(id)!;
  place($('logo'), 0, 0, 80, 64);
  place($('search'), 20, 100, 400, 44);
  place($('hidden-scroll'), 500, 250, 40, 40);
  for (const r of [1, 2]) {
    for (const c of [1, 2, 3]) {
      const left = (c - 1) * 220 + (r === 2 ? 40 : 0);
      const top = 200 + (r - 1) * 400;
      place($(`c${r}${c}`), left, top, 200, 340);
      place($(`m${r}${c}`), left + 160, top + 8, 32, 32);
    }
  }
  return $;
}

const key = (k: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });

function press(k: string) {
  handleRemoteKey(key(k), 'arrow', { navigate: vi.fn(), home: '/browse' });
}

let $: (id: string) => HTMLElement;
beforeEach(() => {
  $ = build();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxes.get(this) ?? rect(0, 0, 0, 0);
  });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('moving focus with the arrow keys', () => {
  it('with nothing focused, the first arrow focuses the first content item', () => {
    press('ArrowDown');
    expect(document.activeElement).toBe($('search'));
  });

  it('Right moves along a row, Down lands on the nearest card below, Up returns', () => {
    $('c11').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe($('c12'));
    press('ArrowDown');
    // Row 2 is shifted 40 px right: its second card (260..460) is nearest under 220..420.
    expect(document.activeElement).toBe($('c22'));
    press('ArrowUp');
    expect(document.activeElement).toBe($('c12'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('a row remembers the card it was left on', () => {
    $('c12').focus();
    press('ArrowDown');
    press('ArrowRight');
    expect(document.activeElement).toBe($('c23'));
    // Up from a card's link reaches its '⋯' first, then the row above, at the remembered card.
    press('ArrowUp');
    expect(document.activeElement).toBe($('m23'));
    press('ArrowUp');
    expect(document.activeElement).toBe($('c12'));
  });

  it("Down on a card's '⋯' moves down like elsewhere", () => {
    $('m11').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe($('c21'));
  });

  it('Up from the first row reaches the search box, then the header', () => {
    $('c11').focus();
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe($('search'));
    press('ArrowUp');
    expect(document.activeElement).toBe($('logo'));
  });

  it('never lands on skipped items or in a frame', () => {
    $('c12').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe($('c13'));
    press('ArrowRight');
    expect(document.activeElement).toBe($('c13'));
  });

  it('keeps focus inside an open modal dialog', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button id="d1">Back</button><button id="d2">Settings</button>';
    document.body.append(dialog);
    place(dialog, 0, 0, 1000, 800);
    place($('d1'), 0, 0, 60, 40);
    place($('d2'), 800, 0, 60, 40);
    $('c11').focus();
    press('ArrowRight');
    expect(dialog.contains(document.activeElement)).toBe(true);
    press('ArrowRight');
    expect(document.activeElement).toBe($('d2'));
  });
});

describe('Back', () => {
  const back = (k: string, init: KeyboardEventInit = {}) => {
    const navigate = vi.fn();
    handleRemoteKey(key(k, init), 'back', { navigate, home: '/browse' });
    return navigate;
  };

  it('goes to the previous page of the app, or home when there is none', () => {
    window.history.replaceState({ idx: 2 }, '');
    expect(back('Backspace')).toHaveBeenCalledWith(-1);
    window.history.replaceState({ idx: 0 }, '', '/movie/1');
    expect(back('Escape')).toHaveBeenCalledWith('/browse', { replace: true });
  });

  it('closes an open dialog first, as Escape would', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    place(dialog, 0, 0, 500, 500);
    const escapes = vi.fn();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && escapes());
    const navigate = back('GoBack');
    expect(escapes).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('which keys are taken', () => {
  const on = (target: Element, k: string, init: KeyboardEventInit = {}) => {
    let kind: unknown = 'unset';
    target.addEventListener('keydown', (event) => (kind = remoteKeyOf(event as KeyboardEvent)), {
      once: true,
    });
    target.dispatchEvent(key(k, init));
    return kind;
  };

  it('takes the arrows outside fields, and Back keys of every kind', () => {
    expect(on($('c11'), 'ArrowDown')).toBe('arrow');
    expect(on(document.body, 'ArrowLeft')).toBe('arrow');
    expect(on($('c11'), 'Escape')).toBe('back');
    expect(on($('c11'), 'Backspace')).toBe('back');
    expect(on($('c11'), 'BrowserBack')).toBe('back');
    expect(on($('c11'), 'Unidentified', { keyCode: 461 })).toBe('back');
    expect(on($('c11'), 'Unidentified', { keyCode: 10009 })).toBe('back');
  });

  it('leaves text fields their caret: Left and Right inside, Up and Down move on', () => {
    const search = $('search') as HTMLInputElement;
    search.value = 'alien';
    search.focus();
    search.setSelectionRange(2, 2);
    expect(on(search, 'ArrowLeft')).toBeNull();
    expect(on(search, 'ArrowRight')).toBeNull();
    expect(on(search, 'Backspace')).toBeNull();
    expect(on(search, 'ArrowDown')).toBe('arrow');
    search.setSelectionRange(5, 5);
    expect(on(search, 'ArrowRight')).toBe('arrow');
  });

  it('leaves menus, tabs, modified arrows and handled keys alone', () => {
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    menu.innerHTML = '<button role="menuitem">Play</button>';
    document.body.append(menu);
    expect(on(menu.firstElementChild!, 'ArrowDown')).toBeNull();
    const tabs = document.createElement('div');
    tabs.setAttribute('role', 'tablist');
    tabs.innerHTML = '<button role="tab">Popular</button>';
    document.body.append(tabs);
    expect(on(tabs.firstElementChild!, 'ArrowRight')).toBeNull();
    expect(on(tabs.firstElementChild!, 'ArrowDown')).toBe('arrow');
    expect(on($('c11'), 'ArrowRight', { shiftKey: true })).toBeNull();
    const handled = key('ArrowDown');
    handled.preventDefault();
    expect(remoteKeyOf(handled)).toBeNull();
  });
});

describe('the opposite key undoing the last move', () => {
  it('returns whence it came, until focus moves by other means', () => {
    $('search').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe($('c12'));
    press('ArrowUp');
    expect(document.activeElement).toBe($('search'));
    press('ArrowDown');
    expect(document.activeElement).toBe($('c12'));
    // Focus moved away and back by a click or a script: Up is a plain move again, and Up from a
    // card's link reaches its '⋯'.
    $('c13').focus();
    $('c12').focus();
    press('ArrowUp');
    expect(document.activeElement).toBe($('m12'));
  });
});

describe('a focusable box around items', () => {
  it('is never a target: its items are', () => {
    const strip = document.createElement('ul');
    strip.tabIndex = 0;
    strip.dataset.nav = 'row';
    strip.innerHTML =
      '<li><a href="/p/1" id="p1">One</a></li><li><a href="/p/2" id="p2">Two</a></li>';
    document.querySelector('main')!.append(strip);
    place(strip, 0, 1000, 600, 120);
    place($('p1'), 0, 1000, 100, 120);
    place($('p2'), 120, 1000, 100, 120);
    $('p1').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe($('p2'));
    press('ArrowRight');
    expect(document.activeElement).toBe($('p2'));
  });
});
