import type { Page } from '@playwright/test';

/** The worker registers after the page has loaded and gone quiet, then takes the page. */
export async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}
