import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/sign-in';

async function fillForm(page: Page, fields: { name?: string; email: string; password: string }) {
  if (fields.name !== undefined) await page.getByLabel('Full name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
}

const profileMenu = (page: Page) => page.getByRole('button', { name: 'Open profile menu' });

test('create an account on / and land on /browse', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stream the future' })).toBeVisible();
  await expect(
    page.getByText('create an account with any email; nothing is verified'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const email = uniqueEmail('signup');
  await fillForm(page, { name: 'Ada Lovelace', email, password: E2E_PASSWORD });
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  await expect(page).toHaveURL(/\/browse$/);
  await profileMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ada Lovelace')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
});

test('sign out from the avatar menu, by keyboard, ends the session', async ({ page }) => {
  await signIn(page);
  await page.goto('/browse');
  await profileMenu(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile Matrix' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'System Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toEqual({ user: null });
  await page.goto('/browse');
  await expect(page).toHaveURL(/\/$/);
});

test('a protected deep link leads to sign-in, then back to that link', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The account exists, but this browser has no session.
  const email = uniqueEmail('deeplink');
  const api = await playwright.request.newContext({ baseURL });
  const created = await api.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { name: 'Deep Linker', email, password: E2E_PASSWORD },
  });
  expect(created.status()).toBe(200);
  await api.dispose();

  await page.goto('/movie/550?tab=cast');
  await expect(page).toHaveURL(/\/$/);
  // Both moves replace the history entry: Back never lands on a page that bounces again.
  const entries = () => page.evaluate(() => window.history.length);
  const before = await entries();
  await fillForm(page, { email, password: E2E_PASSWORD });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/movie\/550\?tab=cast$/);
  await expect(profileMenu(page)).toBeVisible();
  expect(await entries()).toBe(before);
  expect(await page.evaluate(() => window.history.state?.idx)).toBe(0);
});

test('a registered email shows the message, then switches to sign-in after 2 s', async ({
  page,
}) => {
  const { email } = await signIn(page);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await fillForm(page, { name: 'Again', email, password: E2E_PASSWORD });
  // The page's own clock marks when each text appears: the test's polling may notice one late
  // on a busy machine, which would shorten or lengthen the wait it measures.
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seenAt: seen });
    const mark = () => {
      const text = document.body.textContent ?? '';
      if (!seen.alert && text.includes('This email is already registered. Please sign in'))
        seen.alert = performance.now();
      if (!seen.switched && text.includes('Switched to Sign In - this email is already'))
        seen.switched = performance.now();
    };
    new MutationObserver(mark).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  await expect(page.getByRole('alert')).toHaveText(
    'This email is already registered. Please sign in instead or use a different email.',
  );
  await expect(
    page.getByText('Switched to Sign In - this email is already registered.'),
  ).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seenAt: { alert: number; switched: number } }).seenAt,
  );
  const waited = seen.switched - seen.alert;
  expect(waited).toBeGreaterThan(1500);
  expect(waited).toBeLessThan(3500);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/vault');
  await expect(profileMenu(page)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/vault$/);
  await expect(profileMenu(page)).toBeVisible();
});

test('remember me keeps a 30-day cookie; without it the cookie ends with the browser', async ({
  page,
}) => {
  const { email } = await signIn(page);
  for (const remember of [false, true]) {
    await page.context().clearCookies();
    await page.goto('/');
    await fillForm(page, { email, password: E2E_PASSWORD });
    if (remember) await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    if (remember) {
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    } else {
      expect(cookie?.expires).toBe(-1);
    }
  }
  // No token is ever kept where scripts can read it.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/token|session/i);
});

test("'Neural Access' shows when signed out and away from /", async ({ page }) => {
  await page.goto('/error');
  await page.getByRole('link', { name: 'Neural Access' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Neural Access' })).toHaveCount(0);
});

test('profile LOGOUT only signs out; signing back in returns to the profile', async ({ page }) => {
  const { email } = await signIn(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: /LOGOUT/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await fillForm(page, { email, password: E2E_PASSWORD });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('right after Disconnect Neural Link the form signs in again at once', async ({ page }) => {
  const { email } = await signIn(page);
  await page.goto('/browse');
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(page).toHaveURL(/\/$/);
  await fillForm(page, { email, password: E2E_PASSWORD });
  const button = page.getByRole('button', { name: 'Sign In' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/\/browse$/);
});

test('an account with a blank full name is shown as User, never by its email', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const email = uniqueEmail('noname');
  await fillForm(page, { name: '   ', email, password: E2E_PASSWORD });
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  await expect(page).toHaveURL(/\/browse$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
});
