import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { announcePageReady, useAnnounceHydrated } from '@/client/lib/page-ready-event';
import { holdEarlyClicksUntilReady, releaseEarlyClicks } from './early-clicks';

/**
 * Typing and ticks made on the server's page, against React's own hydration: the render that
 * follows it (here the `useHydrated` pattern, false on the server, true in the browser) writes
 * React's state into the fields it controls, so whatever was not handed over by then is wiped.
 */
const never = () => () => undefined;

function SignInForm({ sent }: { sent: string[] }) {
  useAnnounceHydrated('page');
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [stars, setStars] = useState<number | null>(null);
  const [order, setOrder] = useState('newest');
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(`${email} ${remember} ${stars} ${order}`);
      }}
    >
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Remember me"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      {[1, 2, 3].map((value) => (
        <input
          key={value}
          type="radio"
          name="stars"
          aria-label={`${value} stars`}
          checked={stars === value}
          onChange={() => setStars(value)}
        />
      ))}
      <select aria-label="Sort" value={order} onChange={(e) => setOrder(e.target.value)}>
        <option value="newest">Newest</option>
        <option value="title">Title</option>
      </select>
      <p>{stars === null ? 'Not rated' : `${stars} / 3`}</p>
      <button type="submit" disabled={!hydrated}>
        Sign In
      </button>
    </form>
  );
}

// React's act() outside Testing Library, which would render the page itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseEarlyClicks();
  document.body.innerHTML = '';
});

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('typing before hydration', () => {
  it('survives the render after hydration, in React state and on the page', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm sent={sent} />);
    document.body.append(container);
    holdEarlyClicksUntilReady(container);
    const email = container.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
    const remember = container.querySelector<HTMLInputElement>('[aria-label="Remember me"]')!;
    type(email, 'ada@example.com');
    remember.click();
    // Arrows in a radio group tick the next radio; the browser does it without any script.
    container.querySelector<HTMLInputElement>('[aria-label="2 stars"]')!.click();
    const sort = container.querySelector('select')!;
    sort.value = 'title';
    sort.dispatchEvent(new Event('change', { bubbles: true }));

    await act(async () => {
      root = hydrateRoot(container, <SignInForm sent={sent} />);
    });
    // The page is not announced ready yet, and the fields already have what was given.
    expect(email.value).toBe('ada@example.com');
    expect(remember.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="2 stars"]')!.checked).toBe(true);
    expect(container.textContent).toContain('2 / 3');
    expect(sort.value).toBe('title');

    // 'Sign In' pressed now is still held, and given when the page says it is ready.
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(sent).toEqual([]);
    await act(async () => announcePageReady());
    expect(sent).toEqual(['ada@example.com true 2 title']);
  });

  it('without the hand-over, the same render wipes what was typed (what the test above guards)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm sent={[]} />);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
    type(email, 'ada@example.com');
    await act(async () => {
      root = hydrateRoot(container, <SignInForm sent={[]} />);
    });
    expect(email.value).toBe('');
  });

  it('holds Enter in a box that sends on Enter, adding no line, and sends once the page is ready', async () => {
    const sent: string[] = [];
    function ChatBox() {
      useAnnounceHydrated('page');
      const [text, setText] = useState('');
      const send = () => {
        if (text.trim()) sent.push(text);
        setText('');
      };
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <textarea
            aria-label="Message"
            value={text}
            data-enter-sends=""
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey) return;
              event.preventDefault();
              send();
            }}
          />
          <button type="submit" disabled={!text.trim()}>
            Send
          </button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChatBox />);
    document.body.append(container);
    holdEarlyClicksUntilReady(container);
    const box = container.querySelector('textarea')!;
    type(box, 'a movie with Tom Hanks');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    // The browser would have started a new line; the press is the page's now.
    expect(enter.defaultPrevented).toBe(true);
    const shiftEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    box.dispatchEvent(shiftEnter);
    expect(shiftEnter.defaultPrevented).toBe(false);

    await act(async () => {
      root = hydrateRoot(container, <ChatBox />);
    });
    expect(box.value).toBe('a movie with Tom Hanks');
    expect(sent).toEqual([]);
    await act(async () => announcePageReady());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(sent).toEqual(['a movie with Tom Hanks']);
    expect(box.value).toBe('');

    // The page is React's now: its own Enter sends, once. Typed past React's value tracker, as
    // a browser does.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        box,
        'older',
      );
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(sent).toEqual(['a movie with Tom Hanks', 'older']);
  });

  it('hands a field React does not control over once, keeping what was typed', async () => {
    function JoinForm() {
      useAnnounceHydrated('page');
      return <input aria-label="Room code" name="code" />;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JoinForm />);
    document.body.append(container);
    holdEarlyClicksUntilReady(container);
    const code = container.querySelector('input')!;
    type(code, 'ABCD 2345');
    let told = 0;
    code.addEventListener('input', () => {
      told += 1;
      // The field kept its text after the hand-over, which used to note its own event as new
      // typing and hand it over again, for ever: taking the field off the page ends that loop.
      if (told > 20) code.remove();
    });
    await act(async () => {
      root = hydrateRoot(container, <JoinForm />);
    });
    expect(told).toBe(1);
    expect(code.value).toBe('ABCD 2345');
  });
});
