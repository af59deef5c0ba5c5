import type { Page } from '@playwright/test';
import { pageHydrated } from './page-hydrated';

/**
 * Opens a browse page from the header's menu of /browse, with the catalogue unreachable from
 * then on. The server draws a browse page with its list, so a failing catalogue is met by a page
 * the app opens itself, which asks for the list from the browser.
 */
export async function openFromMenuWithoutCatalogue(page: Page, link: 'MOVIES' | 'SERIES') {
  await page.goto('/browse');
  await pageHydrated(page);
  await page.route('**/api/catalog/**', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
}
