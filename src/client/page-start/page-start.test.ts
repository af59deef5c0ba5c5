import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcePageReady } from '@/client/lib/page-ready-event';
import { holdEarlyClicksUntilReady } from './early-clicks';
import { whenPainted } from './when-painted';

/** The document as the server sends it: a painted page and the page-start script's tag. */
function serverPage(modules: string, messages?: string) {
  document.head.innerHTML = `<script type="module" data-modules="${modules}"${
    messages ? ` data-messages="${messages}"` : ''
  }></script>`;
  document.body.innerHTML =
    '<div id="root"><main id="main"><button id="play">PLAY NOW</button></main></div>';
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  setReadyState('interactive');
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  setReadyState('complete');
});

describe('when painted', () => {
  it('waits for the load, a frame and a task, and runs once', async () => {
    const start = vi.fn();
    whenPainted(start, 2000);
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the page never finishes loading (an image that hangs)', async () => {
    const start = vi.fn();
    whenPainted(start, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('the page-start script', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) =>
      `${link.rel} ${link.getAttribute('as') ?? ''} ${link.getAttribute('href')}`.trim(),
    );

  it("asks for the app's chunks and messages only once the page has painted, and only our own files", async () => {
    serverPage(
      '/assets/index-a.js /assets/vendor-b.js https://evil.test/x.js /assets/browse-c.js',
      '/assets/fr-d.json',
    );
    await import('./page-start');
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(preloads()).toEqual([
      'modulepreload  /assets/vendor-b.js',
      'modulepreload  /assets/browse-c.js',
      'preload fetch /assets/fr-d.json',
    ]);
  });

  it('holds a press on the painted page until the app says its page is ready', async () => {
    serverPage('/assets/index-a.js');
    await import('./page-start');
    const pressed: string[] = [];
    const main = document.getElementById('main')!;
    main.addEventListener('click', () => pressed.push('play'));
    document.getElementById('play')!.click();
    expect(pressed).toEqual([]);
    announcePageReady();
    expect(pressed).toEqual(['play']);
  });

  it('gives held presses back to the page when the app cannot load (a form then posts itself)', async () => {
    serverPage('/assets/missing-a.js');
    await import('./page-start');
    const pressed: string[] = [];
    document.getElementById('main')!.addEventListener('click', () => pressed.push('play'));
    document.getElementById('play')!.click();
    expect(pressed).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(20);
      expect(pressed).toEqual(['play']);
    });
  });

  it('notes the service worker the page loaded from, for the app that starts later', async () => {
    serverPage('/assets/index-a.js');
    delete window.nexusControllerAtLoad;
    await import('./page-start');
    // No worker here (jsdom has none): null, not undefined, which would mean no page-start.
    expect(window.nexusControllerAtLoad).toBeNull();
  });

  it('adds its preloads a few to a task, in order, so that asking for them is never one long task', async () => {
    const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    serverPage(['/assets/index-a.js', ...chunks].join(' '), '/assets/fr-d.json');
    await import('./page-start');
    window.dispatchEvent(new Event('load'));
    // The load, then a frame and a task (when-painted.ts), then the first of the preloads' tasks.
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    const counts = [preloads().length];
    while (vi.getTimerCount() > 0) {
      await vi.advanceTimersToNextTimerAsync();
      counts.push(preloads().length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    const added = counts.map((count, i) => count - (i === 0 ? 0 : counts[i - 1]!));
    expect(Math.max(...added)).toBeLessThanOrEqual(6);
    expect(preloads()).toEqual([
      ...chunks.map((chunk) => `modulepreload  ${chunk}`),
      'preload fetch /assets/fr-d.json',
    ]);
  });

  it('starts at once on a page the server could not render', async () => {
    serverPage('/assets/index-a.js /assets/vendor-b.js');
    document.body.innerHTML = '<div id="root"></div>';
    await import('./page-start');
    expect(preloads()).toEqual(['modulepreload  /assets/vendor-b.js']);
  });
});

describe('the page-ready event', () => {
  it('is the one the early clicks listen for', () => {
    document.body.innerHTML = '<main id="main"><button id="b">B</button></main>';
    const main = document.getElementById('main')!;
    const pressed = vi.fn();
    main.addEventListener('click', pressed);
    holdEarlyClicksUntilReady(main);
    document.getElementById('b')!.click();
    expect(pressed).not.toHaveBeenCalled();
    announcePageReady();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
