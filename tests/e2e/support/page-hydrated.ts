import type { Page } from '@playwright/test';

/** Waits until the app has taken the server's page over (React has hydrated it). */
export async function pageHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
