import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('an unknown route shows the 404 page and Return to Base goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist in the matrix."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Base' }).click();
  await expect(page).toHaveURL(/^[^?#]+:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('/my-list redirects to /vault', async ({ page }) => {
  await signIn(page);
  await page.goto('/my-list');
  await expect(page).toHaveURL(/\/vault$/);
});

test('/error shows the spec text', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
});
