import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('header: full navigation from 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/browse');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'HOME',
    'MOVIES',
    'SERIES',
    'VAULT',
    'UPCOMING',
    'NEURAL AI',
  ]);
  await expect(nav.getByRole('link', { name: 'NEURAL AI' })).toHaveAttribute(
    'href',
    '/neural-chat',
  );
  await expect(nav.getByRole('link', { name: 'SERIES' })).toHaveAttribute('href', '/tv-shows');
  await expect(nav.getByText('MOVIES', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('header: icon-only navigation from 640 to 1023 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await signIn(page);
  await page.goto('/browse');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MOVIES' });
  await expect(link).toBeVisible();
  await expect(link.getByText('MOVIES', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('header: hamburger under 640 px closes on Escape, outside click and selection', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page);
  await page.goto('/browse');
  const open = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VAULT' });
  await expect(menu).toBeHidden();

  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(200, 600);
  await expect(menu).toBeHidden();

  await open.click();
  await menu.click();
  await expect(page).toHaveURL(/\/vault$/);
  await expect(menu).toBeHidden();
});

test('header logo: NEXUS, shortened to NX under 640 px; it leads to /browse when signed in, else to /', async ({
  page,
}) => {
  await page.goto('/error');
  const logo = page.getByRole('link', { name: 'NEXUS home' });
  await expect(logo).toHaveAttribute('href', '/');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/vault');
  await expect(logo).toHaveAttribute('href', '/browse');
  await expect(logo.getByText('NEXUS', { exact: true })).toBeVisible();
  await expect(logo.getByText('NX', { exact: true })).toBeHidden();
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(logo.getByText('NX', { exact: true })).toBeVisible();
  await expect(logo.getByText('NEXUS', { exact: true })).toBeHidden();
  await logo.click();
  await expect(page).toHaveURL(/\/browse$/);
});

test('header: VAULT is the active item after /my-list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/my-list');
  await expect(page).toHaveURL(/\/vault$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'VAULT' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
});
