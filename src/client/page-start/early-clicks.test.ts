import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

function page() {
  document.body.innerHTML = `
    <header><button id="menu">Menu</button></header>
    <main id="main">
      <button id="save" aria-pressed="false">Add to Vault</button>
      <button id="play">PLAY NOW</button>
      <a id="link" href="#somewhere">A film</a>
    </main>`;
  const main = document.getElementById('main')!;
  const pressed: string[] = [];
  // React listens on the root, below the document: a held press must not reach it.
  main.addEventListener('click', (event) => pressed.push((event.target as Element).id));
  document.querySelector('header')!.addEventListener('click', () => pressed.push('menu'));
  return { main, pressed, byId: (id: string) => document.getElementById(id)! };
}

afterEach(() => {
  releaseEarlyClicks();
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('holds a press on the page until the page is ready, then gives it', () => {
    const { main, pressed, byId } = page();
    holdEarlyClicks(main);
    byId('play').click();
    expect(pressed).toEqual([]);
    releaseEarlyClicks();
    expect(pressed).toEqual(['play']);
    // After release, presses go straight through.
    byId('play').click();
    expect(pressed).toEqual(['play', 'play']);
  });

  it('drops a press whose button says something else by then, or is gone or disabled', () => {
    const { main, pressed, byId } = page();
    holdEarlyClicks(main);
    byId('save').click();
    byId('play').click();
    byId('save').textContent = 'Remove from Vault';
    byId('save').setAttribute('aria-pressed', 'true');
    byId('play').setAttribute('disabled', '');
    releaseEarlyClicks();
    expect(pressed).toEqual([]);

    holdEarlyClicks(main);
    const play = byId('play');
    play.removeAttribute('disabled');
    play.click();
    play.remove();
    releaseEarlyClicks();
    expect(pressed).toEqual([]);
  });

  it('leaves links, the header and a submit outside the page alone', () => {
    const { main, pressed, byId } = page();
    holdEarlyClicks(main);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    byId('menu').click();
    expect(pressed).toEqual(['link', 'menu']);
  });

  it('keeps at most eight presses', () => {
    const { main, pressed, byId } = page();
    holdEarlyClicks(main);
    for (let i = 0; i < 20; i += 1) byId('play').click();
    releaseEarlyClicks();
    expect(pressed).toHaveLength(8);
  });

  it('stops the browser from acting on a held submit', () => {
    const { main } = page();
    main.innerHTML = '<form><button id="send" type="submit">Send</button></form>';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    main.querySelector('form')!.addEventListener('submit', submitted);
    holdEarlyClicks(main);
    document.getElementById('send')!.click();
    expect(submitted).not.toHaveBeenCalled();
    releaseEarlyClicks();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("lets a radio's label tick it at once, and tells the page once it is ready", () => {
    const { main } = page();
    main.innerHTML =
      '<fieldset><label id="three"><input type="radio" name="r" value="3" /> 3 stars</label></fieldset>';
    const changed = vi.fn();
    holdEarlyClicks(main);
    document.getElementById('three')!.click();
    const radio = main.querySelector('input')!;
    expect(radio.checked).toBe(true);
    main.addEventListener('change', changed);
    releaseEarlyClicks();
    expect(radio.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("hands what was typed early to the page as the field's change", () => {
    const { main } = page();
    main.innerHTML = '<label for="ask">Ask</label><textarea id="ask"></textarea>';
    const field = main.querySelector('textarea')!;
    holdEarlyClicks(main);
    field.value = 'a movie with Tom Hanks';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    main.addEventListener('input', () => seen.push(field.value));
    releaseEarlyClicks();
    expect(seen).toEqual(['a movie with Tom Hanks']);
    expect(field.value).toBe('a movie with Tom Hanks');
  });

  it('gives a press held after typing once the typing has reached the page', async () => {
    vi.useFakeTimers();
    const { main } = page();
    main.innerHTML =
      '<form><input id="email" type="email" /><button id="send" type="submit">Sign In</button></form>';
    const field = main.querySelector('input')!;
    const sent: string[] = [];
    main.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(field.value);
    });
    holdEarlyClicks(main);
    field.value = 'ada@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('send')!.click();
    releaseEarlyClicks();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['ada@example.com']);
    vi.useRealTimers();
  });
});
