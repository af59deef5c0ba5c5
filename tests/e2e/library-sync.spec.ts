import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signIn } from './support/sign-in';

const TITLE = '/tv/1396';
const savedTitles = (page: Page) =>
  page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');

async function signInAs(page: Page, email: string) {
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password: E2E_PASSWORD, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The account's copy of a key, as the server holds it (null: absent or deleted). */
async function serverValue(page: Page, key: string) {
  const answer = (await (await page.request.get('/api/library/changes?since=0')).json()) as {
    items: { key: string; value: unknown }[];
  };
  return answer.items.find((item) => item.key === key)?.value ?? null;
}

test('library sync: two devices of one account live, and a shared browser keeps it private', async ({
  browser,
}) => {
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const a = await deviceA.newPage();
  const b = await deviceB.newPage();
  const { email } = await signIn(a);
  await signInAs(b, email);

  await b.goto('/vault');
  await expect(b.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();

  // Saved on A: on B within 5 s, without a reload.
  await a.goto(TITLE);
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(savedTitles(b)).toHaveCount(1, { timeout: 5_000 + 2_000 /* B's sync start */ });

  // Removed on A: gone on B.
  await a.getByRole('button', { name: 'Remove from Vault' }).click();
  await expect(b.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible({ timeout: 5_000 });

  // Saved again, and in the account, before A signs out of the shared browser.
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await expect.poll(() => serverValue(a, 'vault:tv:1396'), { timeout: 5_000 }).not.toBeNull();
  await a.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(a.getByText('Library: Synced')).toBeVisible();
  await a.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(a).toHaveURL(/\/$/);
  expect(await a.evaluate(() => localStorage.getItem('nexus_vault'))).toBeNull();

  // Someone else signs up on the same browser: nothing of A, now or once sync has run.
  await signIn(a);
  await a.goto('/vault');
  await expect(a.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await a.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(a.getByText('Library: Synced')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await a.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(a).toHaveURL(/\/$/);

  // A signs back in there: the saved title is back.
  await signInAs(a, email);
  await a.goto('/vault');
  await expect(savedTitles(a)).toHaveCount(1);

  await deviceA.close();
  await deviceB.close();
});
