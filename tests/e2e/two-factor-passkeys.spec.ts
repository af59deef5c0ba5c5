import { expect, test, type Page } from '@playwright/test';
import { totpFromUri } from '../../src/server/auth/testing/totp';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/sign-in';

/**
 * Issue 39: two-factor and passkeys behind the account page's security card, and the plain
 * 'Sign out' (docs/product.md#two-factor-and-passkeys).
 */
const securityRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Security Protocol' })
    .getByRole('listitem')
    .filter({ hasText: label });

/** The code an authenticator app would show for the secret on the page. */
const codeFor = (secret: string) => totpFromUri(`otpauth://totp/NEXUS:e2e?secret=${secret}`);

test('two-factor: set up from the shown secret, sign out, sign in with password and code', async ({
  page,
}) => {
  const { email } = await signIn(page);
  await page.goto('/account');
  // A fresh account: nothing is claimed.
  await expect(securityRow(page, 'Two-Factor Auth')).toContainText('Off');
  await expect(securityRow(page, 'Biometric Lock')).toContainText('Off');
  await expect(page.getByText('Renewal: Auto-Sync')).toHaveCount(0);

  await page.getByRole('button', { name: 'Set up' }).click();
  await page.getByLabel('Your password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByLabel('Secret').textContent())!.trim();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByLabel('3. Enter the code from your authenticator app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText('Two-factor is on.')).toBeVisible();
  await expect(securityRow(page, 'Two-Factor Auth')).toContainText('Active');

  await page.goto('/profile');
  await page.getByRole('button', { name: /LOGOUT/ }).click();
  await expect(page.getByText('You have signed out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the code from your authenticator app')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('passkey: add one with a virtual authenticator, then sign in with it', async ({
  page,
  context,
}) => {
  // A passkey belongs to a host name, and an IP address cannot be one: this journey uses
  // localhost (the relying party when PUBLIC_URL is not set).
  const origin = String(test.info().project.use.baseURL).replace('127.0.0.1', 'localhost');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const signedUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { name: 'Passkey Viewer', email: uniqueEmail('passkey'), password: E2E_PASSWORD },
  });
  expect(signedUp.status()).toBe(200);

  await page.goto(`${origin}/account`);
  await expect(securityRow(page, 'Biometric Lock')).toContainText('Off');
  await page.getByLabel('Name (optional)').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('The passkey is added.')).toBeVisible();
  await expect(securityRow(page, 'Biometric Lock')).toContainText('Active');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Virtual key');

  await page.goto(`${origin}/profile`);
  await page.getByRole('button', { name: /LOGOUT/ }).click();
  await expect(page.getByText('You have signed out')).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Passkey Viewer').first()).toBeVisible();
});

test('the mobile menu has Sign out, and a protected page names itself above the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/vault');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out')).toBeVisible();
  await expect(page.getByText('Sign in to see your vault')).toBeVisible();
});
