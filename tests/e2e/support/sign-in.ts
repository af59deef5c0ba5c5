import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'E2e-Neural-2049';

/** A new address every call, so journeys never share an account. */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Gives the page a signed-in session, for journeys that start past the sign-in screen: it
 * creates a fresh account through the API with `page.request`, so the session cookie lands in
 * the page's own browser context.
 */
export async function signIn(page: Page): Promise<{ email: string; name: string }> {
  const origin = String(test.info().project.use.baseURL);
  const email = uniqueEmail();
  const name = 'Test Viewer';
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { name, email, password: E2E_PASSWORD, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, name };
}

/** Signs an existing account in on this page's browser context: another device of it. */
export async function signInAs(page: Page, email: string) {
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password: E2E_PASSWORD, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** One new account signed in on two browsers of its own (two devices), each with a page. */
export async function oneAccountOnTwoDevices(browser: Browser) {
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const a = await deviceA.newPage();
  const b = await deviceB.newPage();
  const { email } = await signIn(a);
  await signInAs(b, email);
  return { a, b, email, close: () => Promise.all([deviceA.close(), deviceB.close()]) };
}
