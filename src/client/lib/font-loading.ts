import { storageKeys } from './storage-keys';
import { boolean } from 'valibot';
import { readStored, writeStored } from './storage';
import { whenIdle } from './when-idle';

/** Well after load: by then the page's first content and largest image are on screen. */
const FIRST_VISIT_DELAY_MS = 1500;
const FAMILY = 'JetBrains Mono Variable';

/**
 * Switches the page to JetBrains Mono (docs/decisions/0011-font-after-first-paint.md). On a first
 * visit the 40 KB font would compete with the scripts for a slow link and hold back the first
 * render, so the page shows the system monospace first (same widths, same line heights) and
 * asks for the font once the page has loaded and settled. Once it has loaded, the browser keeps it, and later visits
 * use it from the first paint.
 */
export function startFontLoading() {
  const switchOn = () => {
    document.documentElement.dataset.font = '';
    void document.fonts
      ?.load(`1em "${FAMILY}"`)
      .then(
        (faces) => faces.length > 0 && writeStored(storageKeys.fontCached, true, { quiet: true }),
      )
      .catch(() => undefined);
  };
  if (readStored(storageKeys.fontCached, boolean(), false)) switchOn();
  else whenIdle(switchOn, FIRST_VISIT_DELAY_MS);
}
