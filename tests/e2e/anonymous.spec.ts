import { expect, test } from '@playwright/test';

// Runs against the second server, started with AUTH_MODE=anonymous (see playwright.config.ts).
test('with accounts off, / leads to /browse and every route is open', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Authenticating...')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

test('with accounts off, the header has no sign-out and the API refuses sign-up', async ({
  page,
  baseURL,
}) => {
  await page.goto('/browse');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Matrix' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Disconnect Neural Link' })).toHaveCount(0);
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { name: 'X', email: 'x@example.com', password: 'Abcdefg1' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe('operation-not-allowed');
});
