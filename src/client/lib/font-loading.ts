import { storageKeys } from './storage-keys';
import { boolean } from 'valibot';
import { readStored, writeStored } from './storage';
import { whenIdle } from './when-idle';

/** Well after load: by then the page's first content and largest image are on screen. */
const FIRST_VISIT_DELAY_MS = 1500;
const FAMILY = 'JetBrains Mono Variable';
/** What ends the page's first view: the browser stops looking for its largest paint then too. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Switches the page to JetBrains Mono (docs/decisions/0011-font-after-first-paint.md). On a first
 * visit the 40 KB font would compete with the scripts for a slow link and hold back the first
 * render, so the page shows the system monospace first (same widths, same line heights), fetches
 * the font once the page has loaded and settled, and switches to it at the visitor's first
 * press, key or scroll: switched while the visitor only looks, every text on screen is painted
 * anew, and that repaint, not the server's first one, becomes the page's largest paint (2.1 s
 * instead of 0.5 s on `/` in Lighthouse). Once it has loaded, the browser keeps it, and later
 * visits switch it on as soon as the app starts.
 */
export function startFontLoading() {
  const root = document.documentElement;
  if (readStored(storageKeys.fontCached, boolean(), false)) {
    root.dataset.font = '';
    return;
  }
  let loaded = false;
  let pressed = false;
  const switchOn = () => {
    if (loaded && pressed) root.dataset.font = '';
  };
  const onFirstInput = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, onFirstInput, true);
    pressed = true;
    switchOn();
  };
  for (const type of FIRST_INPUT)
    window.addEventListener(type, onFirstInput, { capture: true, passive: true });
  whenIdle(() => {
    void document.fonts
      ?.load(`1em "${FAMILY}"`)
      .then((faces) => {
        if (faces.length === 0) return;
        loaded = true;
        writeStored(storageKeys.fontCached, true, { quiet: true });
        switchOn();
      })
      .catch(() => undefined);
  }, FIRST_VISIT_DELAY_MS);
}
